// The judge's whole library from the real files: every version of the MTR, the IPG and JAR
// in the corpus imported in one transaction beside CR editions, then read back as a judge
// would: the right document and date for each, infractions with their penalties, a section
// followed through the MTR's renumbering, links resolved in the editions in force together,
// and a penalty question answered by the IPG.
#include "importer.h"
#include "rulesstore.h"
#include "testsupport.h"
#include "text/sourcenote.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>

using namespace rulesdb;

class TestPolicyLibrary : public QObject {
    Q_OBJECT
private slots:
    void initTestCase();
    void everyVersionIsItsDocumentOnItsDate();
    void infractionsKeepTheirPenalties();
    void aRenumberingIsFollowed();
    void linksResolveInTheEditionsInForce();
    void aJudgesQuestionFindsThePolicy();
    void inForceSinceIsTheLastChangeInWords();

private:
    std::unique_ptr<RulesStore> m_store;
    QTemporaryDir m_dir;
};

void TestPolicyLibrary::initTestCase()
{
    if (testsupport::sharedDir().isEmpty())
        return;
    m_store = std::make_unique<RulesStore>(m_dir.filePath(QStringLiteral("library.sqlite")));
    QStringList paths;
    for (const char *document : {"mtr", "ipg", "jar"}) {
        const QDir dir(testsupport::corpusFile(QStringLiteral("policy/") + QLatin1StringView(document)));
        for (const QString &name : dir.entryList(QDir::Files | QDir::Dirs | QDir::NoDotAndDotDot, QDir::Name))
            // IPG 2024-09-23 is there in two shapes: one edition, the PDF's text.
            if (name != QLatin1StringView("2024-09-23.frenchvanilla") || QLatin1StringView(document) != QLatin1StringView("ipg"))
                paths << dir.filePath(name);
    }
    const QStringList cr = testsupport::corpusEditions();
    paths << cr.filter(QStringLiteral("2023-11-17")) << cr.filter(QStringLiteral("2026-01-16"));
    importers::importFiles(*m_store, paths, importers::ImportOptions{});
}

void TestPolicyLibrary::everyVersionIsItsDocumentOnItsDate()
{
    REQUIRE_SHARED();
    QCOMPARE(m_store->editions(Document::MTR).size(), size_t(15));
    QCOMPARE(m_store->editions(Document::IPG).size(), size_t(10));
    QCOMPARE(m_store->editions(Document::JAR).size(), size_t(5));
    // Every file's date is the one its name gives, read from its own text (or the site's label).
    for (const Document d : {Document::MTR, Document::IPG, Document::JAR})
        for (const EditionInfo &e : m_store->editions(d)) {
            QVERIFY2(e.source.startsWith(e.date), qPrintable(e.source + u' ' + e.date));
            QVERIFY2(e.rules > 0, qPrintable(e.source));
        }
    // Hand-checked against the files: sections a judge looks up.
    const auto title = [&](Document d, const char *date, const char *number) {
        const auto e = m_store->edition(QString::fromLatin1(date), QStringLiteral("en"), d);
        if (!e)
            return QStringLiteral("(no edition)");
        const auto s = m_store->section(*e, QString::fromLatin1(number));
        return s ? s->title : QStringLiteral("(no section)");
    };
    QCOMPARE(title(Document::MTR, "2026-02-27", "2.12"), QStringLiteral("Electronic Devices"));
    QCOMPARE(title(Document::MTR, "2018-04-27", "4.4"), QStringLiteral("Triggered Abilities"));
    QCOMPARE(title(Document::MTR, "2019-05-03", "4.4"), QStringLiteral("Loops"));
    QCOMPARE(title(Document::MTR, "2021-09-24", "3.9"), QStringLiteral("Die Rolling"));
    QCOMPARE(title(Document::IPG, "2024-09-23", "3.8"), QStringLiteral("Marked Cards"));
    QCOMPARE(title(Document::JAR, "2024-09-23", "Serious Problems"), QStringLiteral("Serious Problems"));
    QCOMPARE(title(Document::JAR, "2014-09-26", "serious problems"), QStringLiteral("Serious Problems"));
    // The CR's editions are untouched by the library beside them.
    QCOMPARE(m_store->editions().size(), size_t(2));
}

void TestPolicyLibrary::infractionsKeepTheirPenalties()
{
    REQUIRE_SHARED();
    for (const EditionInfo &e : m_store->editions(Document::IPG)) {
        const auto trigger = m_store->section(e, QStringLiteral("2.1"));
        QVERIFY2(trigger, qPrintable(e.source));
        QCOMPARE(trigger->title, QStringLiteral("Missed Trigger"));
        QCOMPARE(trigger->category, QStringLiteral("Game Play Error"));
        // A Warning until the 2016 guide made it No Penalty.
        QCOMPARE(trigger->penalty, e.date < QLatin1StringView("2016") ? QStringLiteral("Warning") : QStringLiteral("No Penalty"));
        QStringList labels;
        for (const SectionPart &p : trigger->parts)
            labels << p.label;
        QVERIFY2(labels.contains(QStringLiteral("Definition")) && labels.contains(QStringLiteral("Philosophy")),
                 qPrintable(e.source + u' ' + labels.join(u',')));
    }
}

void TestPolicyLibrary::aRenumberingIsFollowed()
{
    REQUIRE_SHARED();
    // MTR 4.4 Loops came in on 2019-05-03; Triggered Abilities moved from 4.4 to 4.5.
    const auto e = *m_store->edition(QStringLiteral("2019-05-03"), QStringLiteral("en"), Document::MTR);
    const auto history = m_store->sectionHistory(e, *m_store->section(e, QStringLiteral("4.5")));
    const auto moved = std::find_if(history.begin(), history.end(), [](const HistoryEntry &h) { return h.edition == QLatin1StringView("2019-05-03"); });
    QVERIFY(moved != history.end());
    QCOMPARE(moved->number, QStringLiteral("4.5"));
    QCOMPARE(moved->previousNumber, QStringLiteral("4.4"));
    QVERIFY(moved->change == ChangeKind::Moved || moved->change == ChangeKind::MovedModified);
    QStringList diff;
    const auto older = *m_store->edition(QStringLiteral("2018-04-27"), QStringLiteral("en"), Document::MTR);
    for (const SectionChange &c : m_store->sectionDiff(older, e))
        if (c.newer == QStringList{QStringLiteral("4.4")})
            diff << changeKindName(c.kind);
    QCOMPARE(diff, QStringList{QStringLiteral("added")});
}

void TestPolicyLibrary::linksResolveInTheEditionsInForce()
{
    REQUIRE_SHARED();
    // Today's IPG (2024-09-23) sends Out-of-Order Sequencing to today's MTR; the IPG it
    // replaced, to the MTR in force on its own date.
    const auto mtrLink = [&](const char *date) {
        const auto ipg = *m_store->edition(QString::fromLatin1(date), QStringLiteral("en"), Document::IPG);
        const auto links = m_store->sectionLinksFrom(ipg, *m_store->section(ipg, QStringLiteral("2.1")));
        const auto toMtr = std::find_if(links.begin(), links.end(), [](const DocumentLinkTo &l) {
            return l.targetDocument == Document::MTR && l.target == QLatin1StringView("4.3");
        });
        return toMtr != links.end() && toMtr->exists ? toMtr->targetEdition : QString();
    };
    QCOMPARE(mtrLink("2024-09-23"), QStringLiteral("2026-02-27"));
    QCOMPARE(mtrLink("2024-04-15"), QStringLiteral("2023-11-13"));
    // …and that MTR section lists the IPG among what cites it.
    const auto mtr = *m_store->edition(QStringLiteral("2024-12-16"), QStringLiteral("en"), Document::MTR);
    const auto in = m_store->sectionLinksTo(mtr, *m_store->section(mtr, QStringLiteral("4.3")));
    QVERIFY(std::any_of(in.begin(), in.end(), [](const DocumentLinkTo &l) { return l.fromDocument == Document::IPG && l.from == QLatin1StringView("2.1"); }));
    // The CR's 100.6 names the Tournament Rules: today's rules, today's MTR.
    const auto cr = *m_store->edition(QStringLiteral("2026-01-16"), QStringLiteral("en"));
    const auto rule = m_store->rule(cr, *RuleNumber::parse(u"100.6"));
    const auto named = m_store->documentLinksOfRule(cr, rule->rule);
    QCOMPARE(named.size(), size_t(1));
    QCOMPARE(named.front().targetDocument, Document::MTR);
    QCOMPARE(named.front().targetEdition, QStringLiteral("2026-02-27"));
}

void TestPolicyLibrary::aJudgesQuestionFindsThePolicy()
{
    REQUIRE_SHARED();
    const SearchOptions options;
    const auto first = [&](const char *query) {
        const auto hits = m_store->searchLibrary(QString::fromLatin1(query), options);
        return hits.empty() ? QString() : documentName(hits.front().document) + u' ' + hits.front().number;
    };
    QCOMPARE(first("missed trigger penalty"), QStringLiteral("ipg 2.1"));
    QCOMPARE(first("marked sleeves"), QStringLiteral("ipg 3.8"));
    QCOMPARE(first("ipg missed trigger"), QStringLiteral("ipg 2.1"));
    QCOMPARE(first("conceding a match"), QStringLiteral("mtr 2.5"));
    // Judges' shorthand for the infractions and procedures, as they write it.
    QCOMPARE(first("GRV"), QStringLiteral("ipg 2.5"));
    QCOMPARE(first("FtMGS"), QStringLiteral("ipg 2.6"));
    QCOMPARE(first("LEC"), QStringLiteral("ipg 2.2"));
    QCOMPARE(first("DQ for stalling"), QStringLiteral("ipg 4.7"));
    QCOMPARE(first("OOO"), QStringLiteral("mtr 4.3"));
    // A keyword of the CR still finds the CR.
    QCOMPARE(first("trample"), QStringLiteral("cr 702.19"));
    QCOMPARE(first("state-based actions"), QStringLiteral("cr 704."));
}

namespace {

// A section's words as this test reads them, on its own: title, penalty, text and parts
// (their labels too), trademark signs out, compatibility forms and case folded, then
// letters and digits only. Quotes, dashes, spaces, line breaks and the bars between a
// table's cells do not count, nor the note an importer writes where its copy lost a
// table's layout (no word of the document).
QString sectionWords(const SectionEntry &s)
{
    static const QRegularExpression marks(QStringLiteral("[\\x{2122}\\x{00AE}]|\\((?:TM|tm|R|r)\\)"));
    constexpr QChar field = u'\x1F'; // between title, penalty, text and parts
    QString all = s.title + field + s.penalty + field + s.text;
    for (const SectionPart &p : s.parts)
        all += field + p.label + field + p.text;
    all.remove(rulesdb::kLostTableLayoutNote.toString());
    QString out;
    for (const QChar c : all.remove(marks).normalized(QString::NormalizationForm_KC).toCaseFolded())
        if (c.isLetterOrNumber() || c == field)
            out += c;
    return out;
}

QString keyOf(const SectionEntry &s)
{
    return s.number.isEmpty() ? s.title : s.number;
}

} // namespace

// "Text in force since" of every section of each document's newest version, against the
// start of the run of versions with the same words under the same number, computed here
// from the sections alone; where the store says the section was renumbered on the way,
// that date is the run's start and the version before has the same words at the number
// it names.
void TestPolicyLibrary::inForceSinceIsTheLastChangeInWords()
{
    QStringList wrong;
    int checked = 0;
    for (const Document d : {Document::MTR, Document::IPG, Document::JAR}) {
        std::vector<EditionInfo> chain;
        for (const EditionInfo &e : m_store->editions(d))
            if (!isExcerpt(e))
                chain.push_back(e);
        std::vector<QHash<QString, QString>> words;
        for (const EditionInfo &e : chain) {
            QHash<QString, QString> byKey;
            for (const SectionEntry &s : m_store->sections(e))
                byKey.insert(keyOf(s), sectionWords(s));
            words.push_back(byKey);
        }
        const size_t last = chain.size() - 1;
        for (const SectionEntry &s : m_store->sections(chain[last])) {
            const QString key = keyOf(s);
            const QString mine = words[last].value(key);
            size_t start = last;
            while (start > 0 && words[start - 1].contains(key) && words[start - 1].value(key) == mine)
                --start;
            const auto since = m_store->sectionSince(chain[last], s);
            ++checked;
            const QString name = documentName(d) + u' ' + key;
            if (!since) {
                wrong << name + QStringLiteral(": no date");
                continue;
            }
            if (since->previousNumber.isEmpty()) {
                if (since->date != chain[start].date || (since->source == TextSince::EarliestKnown) != (start == 0))
                    wrong << QStringLiteral("%1: since %2, its words since %3").arg(name, since->date, chain[start].date);
                continue;
            }
            if (since->numberedSince != chain[start].date || start == 0
                || words[start - 1].value(since->previousNumber) != mine || since->date > since->numberedSince)
                wrong << QStringLiteral("%1: since %2, renumbered from %3 on %4; at this number since %5")
                             .arg(name, since->date, since->previousNumber, since->numberedSince, chain[start].date);
        }
    }
    QVERIFY2(wrong.isEmpty(), qPrintable(QStringLiteral("%1 of %2 wrong: ").arg(wrong.size()).arg(checked)
                                         + wrong.join(QStringLiteral("; "))));
    QVERIFY(checked > 100);
}

QTEST_GUILESS_MAIN(TestPolicyLibrary)
#include "tst_policylibrary.moc"
