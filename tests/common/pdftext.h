// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

// The text a PDF written by QPdfWriter shows, for tests that search a report: every content stream's
// glyphs decoded through their font's ToUnicode map. Qt places glyphs one by one (Td ... Tj), so word
// spaces are not reliable: extract() drops all white space, and contains() compares without it.
#include <QByteArray>
#include <QHash>
#include <QRegularExpression>
#include <QString>

namespace pdftext {

struct Object
{
    QByteArray dictionary;
    QByteArray stream; // inflated
};

inline QByteArray inflate(const QByteArray &deflated)
{
    // qUncompress takes a 4-byte big-endian size hint first; it grows its buffer past it as needed.
    const quint32 hint = quint32(deflated.size()) * 4 + 1024;
    QByteArray framed;
    framed.append(char(hint >> 24)).append(char(hint >> 16)).append(char(hint >> 8)).append(char(hint));
    return qUncompress(framed + deflated);
}

inline QHash<int, Object> objects(const QByteArray &pdf)
{
    QHash<int, Object> result;
    static const QRegularExpression start(QStringLiteral(R"((\d+) 0 obj)"));
    const QString text = QString::fromLatin1(pdf);
    for (auto it = start.globalMatch(text); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        const qsizetype begin = match.capturedEnd();
        const qsizetype end = pdf.indexOf("endobj", begin);
        if (end < 0)
            break;
        QByteArray body = pdf.mid(begin, end - begin);
        Object object;
        const qsizetype streamAt = body.indexOf("stream");
        if (streamAt >= 0) {
            object.dictionary = body.left(streamAt);
            qsizetype data = streamAt + 6;
            if (body.mid(data, 2) == "\r\n")
                data += 2;
            else if (body[data] == '\n')
                data += 1;
            const QByteArray raw = body.mid(data, body.lastIndexOf("endstream") - data);
            object.stream = object.dictionary.contains("/FlateDecode") ? inflate(raw) : raw;
        } else {
            object.dictionary = body;
        }
        result.insert(match.captured(1).toInt(), object);
    }
    return result;
}

// A ToUnicode CMap: glyph code to text (bfchar and bfrange entries).
inline QHash<uint, QString> toUnicode(const QByteArray &cmap)
{
    QHash<uint, QString> map;
    const auto utf16 = [](const QString &hex) {
        QString text;
        for (qsizetype i = 0; i + 4 <= hex.size(); i += 4)
            text += QChar(char16_t(hex.mid(i, 4).toUInt(nullptr, 16)));
        return text;
    };
    static const QRegularExpression section(QStringLiteral(R"(begin(bfchar|bfrange)(.*?)end\1)"),
                                            QRegularExpression::DotMatchesEverythingOption);
    static const QRegularExpression hex(QStringLiteral(R"(<([0-9A-Fa-f]+)>)"));
    static const QRegularExpression line(QStringLiteral(R"([^\n]+)"));
    for (auto it = section.globalMatch(QString::fromLatin1(cmap)); it.hasNext();) {
        const QRegularExpressionMatch match = it.next();
        for (auto lines = line.globalMatch(match.captured(2)); lines.hasNext();) {
            QStringList codes;
            for (auto h = hex.globalMatch(lines.next().captured()); h.hasNext();)
                codes << h.next().captured(1);
            if (match.captured(1) == QLatin1String("bfchar") && codes.size() == 2) {
                map.insert(codes[0].toUInt(nullptr, 16), utf16(codes[1]));
            } else if (match.captured(1) == QLatin1String("bfrange") && codes.size() >= 3) {
                const uint low = codes[0].toUInt(nullptr, 16);
                const uint high = codes[1].toUInt(nullptr, 16);
                if (codes.size() == 3) { // one destination, incremented along the range
                    const QString first = utf16(codes[2]);
                    for (uint code = low; code <= high && !first.isEmpty(); ++code) {
                        QString text = first;
                        text[text.size() - 1] = QChar(char16_t(first.back().unicode() + (code - low)));
                        map.insert(code, text);
                    }
                } else { // an array of destinations
                    for (uint code = low; code <= high && qsizetype(code - low + 2) < codes.size(); ++code)
                        map.insert(code, utf16(codes[qsizetype(code - low + 2)]));
                }
            }
        }
    }
    return map;
}

inline QString withoutSpaces(QString text)
{
    text.remove(QRegularExpression(QStringLiteral(R"([\s\x{00a0}])")));
    return text;
}

// Every glyph the PDF's content streams draw, in order, without white space.
inline QString extract(const QByteArray &pdf)
{
    const QHash<int, Object> all = objects(pdf);
    static const QRegularExpression toUnicodeRef(QStringLiteral(R"(/ToUnicode\s+(\d+)\s+0\s+R)"));
    QHash<int, QHash<uint, QString>> fonts; // by object number: Qt names a font /F<object number>
    for (auto it = all.constBegin(); it != all.constEnd(); ++it) {
        const QRegularExpressionMatch match = toUnicodeRef.match(QString::fromLatin1(it->dictionary));
        if (match.hasMatch())
            fonts.insert(it.key(), toUnicode(all.value(match.captured(1).toInt()).stream));
    }
    static const QRegularExpression token(QStringLiteral(R"(/F(\d+)\s+[\d.]+\s+Tf|<([0-9A-Fa-f]+)>\s*Tj)"));
    QString text;
    for (const Object &object : all) {
        if (!object.stream.contains("Tj"))
            continue;
        const QHash<uint, QString> *font = nullptr;
        for (auto it = token.globalMatch(QString::fromLatin1(object.stream)); it.hasNext();) {
            const QRegularExpressionMatch match = it.next();
            if (!match.captured(1).isEmpty()) {
                const auto found = fonts.constFind(match.captured(1).toInt());
                font = found == fonts.constEnd() ? nullptr : &*found;
            } else if (font) {
                const QString codes = match.captured(2);
                for (qsizetype i = 0; i + 4 <= codes.size(); i += 4)
                    text += font->value(codes.mid(i, 4).toUInt(nullptr, 16));
            }
        }
    }
    // Ligatures (ﬂ, ﬁ) back to their letters.
    return withoutSpaces(text.normalized(QString::NormalizationForm_KC));
}

// Whether the PDF's text holds the phrase (white space aside).
inline bool contains(const QString &extracted, const QString &phrase)
{
    return extracted.contains(withoutSpaces(phrase));
}

} // namespace pdftext
