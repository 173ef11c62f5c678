#pragma once
// Helpers shared by the test programs: where the real corpus and the test data live.

#include "cards/carddata.h"
#include "edition.h"

#include <QDir>
#include <QFile>
#include <QString>
#include <QTest>

namespace testsupport {

// ../shared beside the clone; empty when absent (a user's clone without the corpus).
inline QString sharedDir()
{
    const QString dir = QStringLiteral(RULEKEEPER_SHARED_DIR);
    return QDir(dir).exists(QStringLiteral("corpus")) ? QDir(dir).canonicalPath() : QString();
}

inline QString corpusFile(const QString &relative)
{
    const QString dir = sharedDir();
    return dir.isEmpty() ? QString() : dir + QStringLiteral("/corpus/") + relative;
}

// The official editions of the corpus (cr-txt), oldest first, as full paths; empty when
// ../shared is absent.
inline QStringList corpusEditions()
{
    const QString dir = corpusFile(QStringLiteral("cr-txt"));
    QStringList files;
    if (dir.isEmpty())
        return files;
    for (const QString &name : QDir(dir).entryList({QStringLiteral("*.txt")}, QDir::Files, QDir::Name))
        files << dir + u'/' + name;
    return files;
}

inline QString testData(const QString &relative)
{
    return QStringLiteral(RULEKEEPER_TEST_DATA "/") + relative;
}

inline QByteArray readAll(const QString &path)
{
    QFile f(path);
    if (!f.open(QIODevice::ReadOnly))
        return {};
    return f.readAll();
}

// The bytes of s in UTF-16, without a byte-order mark.
inline QByteArray utf16(const QString &s, bool bigEndian)
{
    QByteArray out;
    out.reserve(s.size() * 2);
    for (const QChar c : s) {
        const char hi = char(c.unicode() >> 8);
        const char lo = char(c.unicode() & 0xFF);
        out.append(bigEndian ? hi : lo).append(bigEndian ? lo : hi);
    }
    return out;
}

// The strings as a QStringList (the project forbids implicit casts from char *).
inline QStringList list(std::initializer_list<const char *> items)
{
    QStringList out;
    for (const char *i : items)
        out << QString::fromUtf8(i);
    return out;
}

// An edition made in a test: its metadata filled in as an import would, with these rules
// (number, text). Whole unless flagged; its identity is its date and language.
inline rulesdb::EditionData madeEdition(const char *date, std::vector<std::pair<const char *, const char *>> rules,
                                        int flags = 0, const char *language = "en")
{
    rulesdb::EditionData e;
    e.meta.date = QString::fromLatin1(date);
    e.meta.language = QString::fromLatin1(language);
    e.meta.name = QStringLiteral("Magic: The Gathering Comprehensive Rules");
    e.meta.sourceFile = e.meta.date + QStringLiteral(".txt");
    e.meta.format = QStringLiteral("txt");
    e.meta.encoding = QStringLiteral("UTF-8");
    e.meta.sha256 = QByteArray(date) + language;
    e.meta.flags = flags;
    for (const auto &[number, text] : rules)
        e.rules.push_back({QString::fromUtf8(number), QString::fromUtf8(text)});
    return e;
}

// A small IPG of our own: an introduction, section 2 with infractions 2.1 (penalty, three
// labelled parts) and 2.10 (ordered after 2.1, not by text), and Appendix A.
inline rulesdb::EditionData madeIpgEdition(const char *date = "2024-09-23", const QByteArray &bytes = "ipg-a")
{
    using rulesdb::SectionEntry;
    rulesdb::EditionData e;
    e.meta.document = rulesdb::Document::IPG;
    e.meta.date = QString::fromLatin1(date);
    e.meta.name = rulesdb::documentTitle(e.meta.document);
    e.meta.sourceFile = QStringLiteral("ipg-%1.txt").arg(e.meta.date);
    e.meta.format = QStringLiteral("pdftext");
    e.meta.encoding = QStringLiteral("UTF-8");
    e.meta.sha256 = bytes;
    e.sections.push_back({QString(), QStringLiteral("Introduction"), 1, {}, {},
                          QStringLiteral("This guide gives judges the penalties to apply."), {}, 1});
    e.sections.push_back({QStringLiteral("2"), QStringLiteral("Game Play Errors"), 1, {}, {},
                          QStringLiteral("Errors made while playing."), {}, 5});
    SectionEntry trigger{QStringLiteral("2.1"), QStringLiteral("Missed Trigger"), 2,
                         QStringLiteral("Game Play Error"), QStringLiteral("No Penalty"), QString(), {}, 9};
    trigger.parts = {{QStringLiteral("Definition"), QStringLiteral("A triggered ability of a player's own permanent is forgotten.")},
                     {QStringLiteral("Examples"), QStringLiteral("A. A player forgets an upkeep trigger.\nB. A player forgets a death trigger.")},
                     {QStringLiteral("Philosophy"), QStringLiteral("Forgetting is not cheating (see section 2.10 and MTR section 4.3).")}};
    e.sections.push_back(trigger);
    e.sections.push_back({QStringLiteral("2.10"), QStringLiteral("Later Error"), 2, QStringLiteral("Game Play Error"),
                          QStringLiteral("Warning"), QStringLiteral("Numbered after 2.9."), {}, 20});
    e.sections.push_back({QStringLiteral("Appendix A"), QStringLiteral("Penalty Quick Reference"), 1, {}, {},
                          QStringLiteral("Missed Trigger | No Penalty"), {}, 30});
    return e;
}

// A snapshot of one made-up card (Kicking Test, a sorcery with kicker): enough for a
// window to have a card page to show.
inline rulesdb::CardSnapshot madeUpCards()
{
    rulesdb::CardSnapshot cards;
    cards.date = QStringLiteral("2025-03-01");
    cards.name = QStringLiteral("Made-up cards");
    cards.sourceFile = QStringLiteral("made-up.json");
    cards.format = QStringLiteral("mtgjson");
    cards.sha256 = "made-up-cards";
    rulesdb::OracleCard card;
    card.name = QStringLiteral("Kicking Test");
    card.layout = QStringLiteral("normal");
    card.faces = {{card.name, QStringLiteral("{1}{R}"), QStringLiteral("Sorcery"),
                   QStringLiteral("Kicker {2}\nKicking Test deals 2 damage to any target."), {}, {}, {}, {}}};
    cards.cards = {card};
    return cards;
}

} // namespace testsupport

// Skips the current test when ../shared is absent, with a message that says so.
#define REQUIRE_SHARED()                                                                   \
    do {                                                                                   \
        if (testsupport::sharedDir().isEmpty())                                            \
            QSKIP("../shared (the real CR corpus) is absent beside this clone; skipping"); \
    } while (false)
