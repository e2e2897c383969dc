// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QLabel>

namespace lorafleet {

// A figure in large type that is never cut: it asks its layout for its whole width; when it may shrink
// (a presentation-size summary beside presentation-size sliders on a 1280-pixel screen, an extreme
// scenario's "4,321.6 %") and its column is narrower, its font shrinks, down to 60 % of its size. Its
// height is the full-size font's, whatever it shows, so its row never moves.
class FigureLabel : public QLabel
{
    Q_OBJECT

public:
    explicit FigureLabel(QWidget *parent = nullptr);

    void setFigureFont(const QFont &font);
    const QFont &figureFont() const { return m_figureFont; }
    void setFigure(const QString &figure);
    void setShrinkable(bool shrinkable);

    QSize sizeHint() const override;
    QSize minimumSizeHint() const override;

protected:
    void resizeEvent(QResizeEvent *event) override;

private:
    void fit();

    QFont m_figureFont;
    bool m_shrinkable = false;
};

} // namespace lorafleet
