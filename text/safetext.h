// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QString>

namespace lorafleet {

// Text from a file or the command line, made safe to quote in a one-line message: control characters
// (C0, U+007F, C1), line and paragraph separators, bidi controls and lone surrogates are shown as escapes
// ("\n", "\t", "\x1b", "\u202e"), a backslash as "\\", and the result is cut to at most maxChars
// characters plus an ellipsis. A terminal or a message box then shows exactly one line and cannot be
// steered by the text.
QString safeText(const QString &text, int maxChars = 40);
// safeText() between double quotes; a double quote inside is shown as \".
QString safeQuoted(const QString &text, int maxChars = 40);

// The last guard before a whole message reaches a terminal or a dialog: control characters as in
// safeText() (a message is one line), everything else, backslashes included, as it is and uncut.
QString oneLine(const QString &message);

} // namespace lorafleet
