#pragma once
// PDFs made in a test, as the policy documents are published: plain text laid out on
// Letter pages by Qt's own PDF writer, a page number at the foot of each page.

#include <QBuffer>
#include <QByteArray>
#include <QFont>
#include <QPageSize>
#include <QPdfWriter>
#include <QString>
#include <QTextDocument>

namespace testsupport {

// pointSize 0: the default font's size; a page and a font that fit the longest line keep
// every line of the text one printed line.
inline QByteArray madePdf(const QString &text, QPageSize::PageSizeId page = QPageSize::Letter, int pointSize = 0)
{
    QByteArray bytes;
    QBuffer buffer(&bytes);
    buffer.open(QIODevice::WriteOnly);
    QPdfWriter writer(&buffer);
    writer.setPageSize(QPageSize(page));
    writer.setTitle(QStringLiteral("test document"));
    QTextDocument document;
    if (pointSize > 0) {
        QFont font = document.defaultFont();
        font.setPointSize(pointSize);
        document.setDefaultFont(font);
    }
    document.setPlainText(text);
    document.print(&writer);
    return bytes;
}

// Small MTR, IPG and JAR texts: title, "Effective <date>" and numbered sections (JAR's
// unnumbered), in the words a test checks.
inline QString madeMtrText(const char *effective)
{
    return QStringLiteral("MAGIC: THE GATHERING TOURNAMENT RULES\nEffective %1\n"
                          "1. TOURNAMENT BASICS\n"
                          "1.1 Event Types\n"
                          "There are two kinds of sample events, and each of them follows these sample rules at every "
                          "table of the hall, in words long enough to wrap onto the next line of the page.\n"
                          "1.2 Judges\n"
                          "Judges answer the questions that players ask them during the event.\n"
                          "2. GAME PLAY\n"
                          "2.1 Triggered Abilities\n"
                          "Players must remember their own triggered abilities; forgetting one is no cheating.\n")
        .arg(QLatin1StringView(effective));
}

inline QString madeIpgText(const char *effective)
{
    return QStringLiteral("MAGIC INFRACTION PROCEDURE GUIDE\nEffective %1\n"
                          "1. GENERAL PHILOSOPHY\n"
                          "Judges are neutral arbiters of the rules, in words long enough to wrap onto the next line "
                          "of the page when it is printed.\n"
                          "2. GAME PLAY ERRORS\n"
                          "2.1 Game Play Error — Missed Trigger No Penalty\n"
                          "Definition\n"
                          "A triggered ability triggers, but the player controlling it forgets it.\n"
                          "2.2 Game Play Error — Looking at Extra Cards Warning\n"
                          "Definition\n"
                          "A player looks at cards they are not allowed to see.\n")
        .arg(QLatin1StringView(effective));
}

inline QString madeJarText(const char *updated)
{
    return QStringLiteral("JUDGING AT REGULAR RULES ENFORCEMENT LEVEL\nUpdated %1\n"
                          "Introduction\n"
                          "Judging at a casual event asks for a light touch, in words long enough to wrap onto the "
                          "next line of the page when it is printed.\n"
                          "General Philosophy\n"
                          "Judges help players play the game they came to play, without penalties where a fix will do.\n"
                          "Serious Problems\n"
                          "Cheating, aggression and bribery are serious problems; call the head judge at once.\n")
        .arg(QLatin1StringView(updated));
}

} // namespace testsupport
