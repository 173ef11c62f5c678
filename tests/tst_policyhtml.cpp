// The readers of the tournament-policy documents' HTML shapes: small pages written for
// these tests (headings, penalties, parts, furniture dropped, bad input refused with its
// line), then every real file of these shapes in the corpus, when it is there: document,
// stated date, subsections per section and appendices as the corpus notes count them, and
// titles and penalties checked by hand.
#include "importerror.h"
#include "policy/bluewizardpage.h"
#include "policy/gathererpage.h"
#include "policy/pdftohtmlpage.h"
#include "policy/vensersarchive.h"
#include "testsupport.h"
#include "text/textdecoder.h"

#include <QDir>
#include <QRegularExpression>
#include <QTest>
#include <functional>

using namespace importers::policy;
using importers::ImportError;
using rulesdb::Document;

namespace {

using ReadFn = std::function<PolicyDocument(const QString &, const QString &)>;
using RecogniseFn = std::function<bool(QStringView)>;

struct Shape {
    const char *name;
    RecogniseFn recognises;
    ReadFn read;
};

const std::vector<Shape> &shapes()
{
    static const std::vector<Shape> all = {
        {"gatherer", recognisesGathererPage, readGathererPage},
        {"bluewizard", recognisesBluewizardPage, readBluewizardPage},
        {"calibre", recognisesCalibrePage, readCalibrePage},
        {"vensers", recognisesVensersArchive, readVensersArchive},
        {"pdftohtml", recognisesPdftohtmlPages, readPdftohtmlPages},
    };
    return all;
}

const Shape *shapeNamed(const QString &name)
{
    for (const Shape &s : shapes())
        if (name == QLatin1StringView(s.name))
            return &s;
    return nullptr;
}

QString textOfFile(const QString &path)
{
    return importers::decodeText(testsupport::readAll(path), path).text;
}

const PolicySection *section(const PolicyDocument &d, const char *numberText)
{
    const QString number = QString::fromUtf8(numberText);
    for (const PolicySection &s : d.sections)
        if (s.number == number)
            return &s;
    return nullptr;
}

// "12,13,15": the subsections of each numbered top-level section, in order.
QString subsectionCounts(const PolicyDocument &d)
{
    QStringList counts;
    for (const PolicySection &s : d.sections) {
        if (s.level == 1 && !s.number.isEmpty() && !s.number.startsWith(u"Appendix"))
            counts << QStringLiteral("0");
        else if (s.level == 2 && !s.number.isEmpty() && !counts.isEmpty())
            counts.back() = QString::number(counts.back().toInt() + 1);
    }
    return counts.join(u',');
}

QString appendices(const PolicyDocument &d)
{
    QString letters;
    for (const PolicySection &s : d.sections)
        if (s.number.startsWith(u"Appendix "))
            letters += s.number.back();
    return letters;
}

QString outline(const PolicyDocument &d)
{
    QStringList out;
    for (const PolicySection &s : d.sections)
        out << QStringLiteral("%1 [%2] %3 {%4}").arg(s.number, s.category, s.title, s.penalty);
    return out.join(u'\n');
}

QString partText(const PolicySection &s, const char *labelText)
{
    const QString label = QString::fromUtf8(labelText);
    for (const PolicyPart &p : s.parts)
        if (p.label == label)
            return p.paragraphs.join(u'\n');
    return QStringLiteral("<none>");
}

QStringList partLabels(const PolicySection &s)
{
    QStringList labels;
    for (const PolicyPart &p : s.parts)
        labels << p.label;
    return labels;
}

} // namespace

class TestPolicyHtml : public QObject {
    Q_OBJECT
private slots:
    void gathererMtr()
    {
        const QString path = testsupport::testData(QStringLiteral("policy/gatherer-mtr.html"));
        const QString text = textOfFile(path);
        QVERIFY(recognisesGathererPage(text));
        const PolicyDocument d = readGathererPage(text, path);
        QCOMPARE(d.document, Document::MTR);
        QCOMPARE(d.date, u"2020-03-02"_qs);
        QCOMPARE(d.title, u"Magic: The Gathering Tournament Rules"_qs);
        QStringList numbers;
        for (const PolicySection &s : d.sections)
            numbers << s.number;
        QCOMPARE(numbers, testsupport::list({"", "1", "1.1", "1.2", "2", "2.1", "Appendix A"}));
        const PolicySection &intro = d.sections.front();
        QCOMPARE(intro.title, u"Introduction"_qs);
        QCOMPARE(intro.level, 1);
        // The date line is the date, the contents list and the notice after it are dropped,
        // a sentence broken by <br> is one paragraph.
        QCOMPARE(intro.paragraphs, testsupport::list({"This sample book sets out how a pretend event is run.",
                                                      "Later notes may be published without warning."}));
        // Top-level sections are named only in the contents.
        QCOMPARE(section(d, "1")->title, u"Event Basics"_qs);
        QCOMPARE(section(d, "1")->sourceLine, 20);
        QCOMPARE(section(d, "2")->title, u"Match Flow"_qs);
        const PolicySection *kinds = section(d, "1.1");
        QCOMPARE(kinds->title, u"Event Kinds"_qs);
        QCOMPARE(kinds->level, 2);
        QCOMPARE(kinds->sourceLine, 29);
        QCOMPARE(kinds->paragraphs, testsupport::list({"Events come in two kinds: open and closed.",
                                                       "Closed events need a list of invited people."}));
        QCOMPARE(kinds->examples, testsupport::list({"1. A club night is open.", "2. A league final is closed."}));
        const PolicySection *staff = section(d, "1.2");
        QCOMPARE(staff->paragraphs, testsupport::list({"A referee settles questions.", "A clerk keeps the scores."}));
        QCOMPARE(staff->examples, testsupport::list({"a clerk may also referee."}));
        QCOMPARE(section(d, "Appendix A")->title, u"Pairing Tables"_qs);
        // A bold line before a <br> is a sub-heading of its own, not the start of the text.
        QCOMPARE(section(d, "Appendix A")->paragraphs,
                 testsupport::list({"Players | Rounds", "8 | 3", "Short Events", "Short events may pair by hand."}));
    }

    void gathererIpg()
    {
        const QString path = testsupport::testData(QStringLiteral("policy/gatherer-ipg.html"));
        const PolicyDocument d = readGathererPage(textOfFile(path), path);
        QCOMPARE(d.document, Document::IPG);
        QCOMPARE(d.date, u"2019-04-02"_qs);
        QCOMPARE(subsectionCounts(d), u"1,1"_qs);
        // The contents table at the top of section 1 is dropped.
        QCOMPARE(section(d, "1")->title, u"General Ideas"_qs);
        QCOMPARE(section(d, "1")->paragraphs, testsupport::list({"Referees stay neutral."}));
        // A penalty's name as a sub-heading outside an infraction is text.
        QCOMPARE(section(d, "1.1")->paragraphs,
                 testsupport::list({"Warning", "A warning is a note on the record."}));
        QVERIFY(section(d, "1.1")->parts.empty());
        const PolicySection *t = section(d, "2.1");
        QVERIFY(t);
        QCOMPARE(t->category, u"Game Play Error"_qs);
        QCOMPARE(t->title, u"Forgotten Counter"_qs);
        QCOMPARE(t->penalty, u"No Penalty"_qs);
        QCOMPARE(partLabels(*t),
                 testsupport::list({"Definition", "Examples", "Philosophy", "Additional Remedy", "Upgrade"}));
        QCOMPARE(partText(*t, "Definition"),
                 u"A player forgets to add a counter.\nThe counter matters only when it is seen."_qs);
        QCOMPARE(partText(*t, "Examples"),
                 u"A. A player skips a counter on a Clockwork Thing.\nB. A player adds two counters."_qs);
        QCOMPARE(partText(*t, "Upgrade"), u"If the counter was forgotten on purpose, see Cheating."_qs);
        // A heading in another language is numbered from its anchor, with a warning.
        QCOMPARE(section(d, "Appendix B")->title, u"Aenderungen"_qs);
        QVERIFY(!d.warnings.isEmpty());
    }

    void bluewizardIpg()
    {
        const QString path = testsupport::testData(QStringLiteral("policy/bluewizard-ipg.html"));
        const QString text = textOfFile(path);
        QVERIFY(recognisesBluewizardPage(text));
        QVERIFY(!recognisesCalibrePage(text));
        const PolicyDocument d = readBluewizardPage(text, path);
        QCOMPARE(d.document, Document::IPG);
        QCOMPARE(d.date, u"2016-06-03"_qs);
        QStringList numbers;
        for (const PolicySection &s : d.sections)
            numbers << s.number;
        QCOMPARE(numbers, testsupport::list({"", "1", "1.1", "2", "2.1", "Appendix A"}));
        // The PDF's lines joined again; the contents list dropped.
        QCOMPARE(d.sections.front().title, u"Introduction"_qs);
        QCOMPARE(d.sections.front().paragraphs,
                 testsupport::list({"This pretend guide lists made-up penalties for a game that does not exist."}));
        // Headings in capitals take the contents' spelling.
        QCOMPARE(section(d, "1")->title, u"Basic Ideas"_qs);
        QCOMPARE(section(d, "1")->sourceLine, 24);
        QCOMPARE(section(d, "1.1")->title, u"Being Fair"_qs);
        // A word hyphenated across lines is mended, the page number left at a page end dropped.
        QCOMPARE(section(d, "1.1")->paragraphs,
                 testsupport::list({"Fairness means the same ruling for the same mistake, whoever makes it. A referee who "
                                    "is unsure asks another referee before deciding anything, which keeps rulings "
                                    "consistent from one table to the next one."}));
        const PolicySection *t = section(d, "2.1");
        QCOMPARE(t->category, u"Game Play Error"_qs);
        QCOMPARE(t->title, u"Forgotten Counter"_qs);
        QCOMPARE(t->penalty, u"Warning"_qs);
        QCOMPARE(partLabels(*t), testsupport::list({"Definition", "Examples", "Philosophy", "Upgrade"}));
        QCOMPARE(partText(*t, "Examples"), u"A. A player skips a counter.\nB. A player adds two counters."_qs);
        // Bullets dropped from list items.
        QCOMPARE(partText(*t, "Philosophy"),
                 u"Counters are easy to forget.\nA counter is small.\nA counter is easy to miss."_qs);
        QCOMPARE(partText(*t, "Upgrade"), u"If the counter was forgotten on purpose, see Cheating."_qs);
        const PolicySection *a = section(d, "Appendix A");
        QCOMPARE(a->title, u"Quick Table"_qs);
        QCOMPARE(a->sourceLine, 69);
        // The converter's credit is dropped.
        QCOMPARE(a->paragraphs, testsupport::list({"Infraction | Penalty", "Forgotten Counter | Warning"}));
    }

    void calibreMtr()
    {
        const QString path = testsupport::testData(QStringLiteral("policy/calibre-mtr.html"));
        const QString text = textOfFile(path);
        QVERIFY(recognisesCalibrePage(text));
        QVERIFY(!recognisesBluewizardPage(text));
        const PolicyDocument d = readCalibrePage(text, path);
        QCOMPARE(d.document, Document::MTR);
        QCOMPARE(d.date, u"2014-07-04"_qs);
        QStringList numbers;
        for (const PolicySection &s : d.sections)
            numbers << s.number;
        QCOMPARE(numbers, testsupport::list({"", "1", "1.1", "Appendix B"}));
        // The introduction's heading is the one after the contents.
        QCOMPARE(d.sections.front().sourceLine, 20);
        QCOMPARE(d.sections.front().paragraphs,
                 testsupport::list({"This sample book sets out how a pretend event is run."}));
        // A number the contents do not list is no heading.
        QCOMPARE(section(d, "1.1")->paragraphs,
                 testsupport::list({"Events come in two kinds: open and closed.",
                                    "7 A broken line the converter took for a heading."}));
        // A title the converter ran into the first sentence is split at the contents' title.
        QCOMPARE(section(d, "Appendix B")->title, u"Time Limits"_qs);
        QCOMPARE(section(d, "Appendix B")->paragraphs, testsupport::list({"Each round lasts fifty minutes."}));
    }

    void vensersIpg()
    {
        const QString path = testsupport::testData(QStringLiteral("policy/vensers-ipg.ejs"));
        const QString text = textOfFile(path);
        QVERIFY(recognisesVensersArchive(text));
        const PolicyDocument d = readVensersArchive(text, path);
        QCOMPARE(d.document, Document::IPG);
        // The site's label gives the day, and a warning says so.
        QCOMPARE(d.date, u"2020-03-09"_qs);
        QVERIFY(d.warnings.join(u'\n').contains(u"site's label"));
        QCOMPARE(section(d, "2")->title, u"Play Mistakes"_qs);
        QCOMPARE(section(d, "2")->paragraphs, testsupport::list({"Mistakes happen during play."}));
        const PolicySection *t = section(d, "2.1");
        QCOMPARE(t->sourceLine, 15);
        QCOMPARE(t->penalty, u"Warning"_qs);
        // Removed words are the old version's: dropped; new ones kept.
        QCOMPARE(partText(*t, "Definition"), u"A player forgets to add a counter."_qs);
        QCOMPARE(partText(*t, "Examples"), u"A. A player skips a counter.\nB. A player adds two counters."_qs);
        QCOMPARE(partText(*t, "Philosophy"), u"Counters are easy to forget."_qs);
    }

    void pdftohtmlIpg()
    {
        const QString path = testsupport::testData(QStringLiteral("policy/pdftohtml-ipg.html"));
        const QString text = textOfFile(path);
        QVERIFY(recognisesPdftohtmlPages(text));
        const PolicyDocument d = readPdftohtmlPages(text, path);
        // The title is set in small capitals: a big letter and the rest of the word apart.
        QCOMPARE(d.document, Document::IPG);
        QCOMPARE(d.title, u"PRETEND INFRACTION PROCEDURE GUIDE"_qs);
        // The date the text states, not the converter's stamp on the first line.
        QCOMPARE(d.date, u"2022-05-06"_qs);
        QStringList numbers;
        for (const PolicySection &s : d.sections)
            numbers << s.number;
        QCOMPARE(numbers, testsupport::list({"", "1", "1.1", "2", "2.1", "Appendix A"}));
        // Lines joined, a word hyphenated at a line end mended, paragraphs parted by the
        // gap between lines and by a break inside a fragment; the contents dropped.
        QCOMPARE(d.sections.front().sourceLine, 35);
        QCOMPARE(d.sections.front().paragraphs,
                 testsupport::list({"This pretend guide lists made-up penalties for a game that does not exist; its "
                                    "referees read it before each event.",
                                    "A second paragraph follows a blank line.", "A third one follows a break."}));
        // Headings in capitals take the contents' spelling; page numbers are gone.
        QCOMPARE(section(d, "1")->title, u"General Ideas"_qs);
        QCOMPARE(section(d, "1")->sourceLine, 59);
        QCOMPARE(section(d, "1")->paragraphs,
                 testsupport::list({"Referees stay neutral and calm, and a ruling is the same whoever asks for it."}));
        QCOMPARE(section(d, "1.1")->title, u"Being Fair"_qs);
        QCOMPARE(section(d, "2")->title, u"Play Mistakes"_qs);
        // Number, name and penalty are fragments of one printed line.
        const PolicySection *t = section(d, "2.1");
        QCOMPARE(t->category, u"Game Play Error"_qs);
        QCOMPARE(t->title, u"Forgotten Counter"_qs);
        QCOMPARE(t->penalty, u"Warning"_qs);
        QCOMPARE(t->sourceLine, 69);
        QCOMPARE(partLabels(*t), testsupport::list({"Definition", "Examples", "Upgrade"}));
        QCOMPARE(partText(*t, "Examples"), u"A. A player skips a counter.\nB. A player adds two counters."_qs);
        // A table's columns are the wide gaps of its lines.
        QCOMPARE(section(d, "Appendix A")->title, u"Quick Table"_qs);
        QCOMPARE(section(d, "Appendix A")->paragraphs,
                 testsupport::list({"Infraction | Penalty", "Forgotten Counter | Warning"}));
        for (const PolicySection &s : d.sections)
            for (const QString &p : s.paragraphs)
                QVERIFY2(!p.contains(u"....") && p != u"1"_qs && p != u"2"_qs, qPrintable(p));
    }

    void pdftohtmlRunningHeadersDropped()
    {
        const QString path = testsupport::testData(QStringLiteral("policy/pdftohtml-furniture.html"));
        const PolicyDocument d = readPdftohtmlPages(textOfFile(path), path);
        QCOMPARE(d.document, Document::MTR);
        QCOMPARE(d.date, u"2023-03-03"_qs);
        QCOMPARE(subsectionCounts(d), u"2"_qs);
        // The header and the "Page N of 3" footer of every page are gone, and a sentence
        // broken by the page end is one paragraph.
        QCOMPARE(section(d, "1")->paragraphs, testsupport::list({"Events are run for fun and for prizes."}));
        QCOMPARE(section(d, "1.1")->paragraphs, testsupport::list({"Events come in two kinds."}));
        QCOMPARE(section(d, "1.2")->paragraphs, testsupport::list({"A referee settles questions."}));
    }

    void pdftohtmlWithoutContents()
    {
        // Without a contents list to confirm them, headings are the numbered lines in bold.
        const QString path = testsupport::testData(QStringLiteral("policy/pdftohtml-nocontents.html"));
        const PolicyDocument d = readPdftohtmlPages(textOfFile(path), path);
        QCOMPARE(subsectionCounts(d), u"1"_qs);
        QCOMPARE(section(d, "1")->title, u"Event Basics"_qs);
        QCOMPARE(section(d, "1.1")->paragraphs,
                 testsupport::list({"Events come in two kinds.", "1.2 Staff is not a heading here: it is not in bold."}));
    }

    // The JAR numbers nothing: its sections are its headings, its common issues the bold
    // lines under them (run into their text by the e-book converter).
    void judgingAtRegular_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("outline");
        QTest::newRow("gatherer") << "gatherer" << "policy/gatherer-jar.html" << "2020-09-25"
                                  << "1 Introduction: Casual events are for fun.|1 Usual Trouble|"
                                     "2 A player forgets a counter: Add it now if that is easy.|"
                                     "1 Where to Ask: Questions? Ask a friendly referee.";
        QTest::newRow("calibre") << "calibre" << "policy/calibre-jar.html" << "2014-10-02"
                                 << "1 Introduction: Casual events are for fun.|"
                                    "1 Usual Trouble: A player forgets a counter Add it now if that is easy.|"
                                    "1 Where to Ask: Ask a friendly referee.";
    }
    void judgingAtRegular()
    {
        QFETCH(QString, shape);
        QFETCH(QString, file);
        QFETCH(QString, date);
        QFETCH(QString, outline);
        const QString path = testsupport::testData(file);
        const PolicyDocument d = shapeNamed(shape)->read(textOfFile(path), path);
        QCOMPARE(d.document, Document::JAR);
        QCOMPARE(d.date, date);
        QStringList found;
        for (const PolicySection &s : d.sections) {
            QVERIFY(s.number.isEmpty());
            found << QString::number(s.level) + u' ' + s.title
                         + (s.paragraphs.isEmpty() ? QString() : u": "_qs + s.paragraphs.join(u' '));
        }
        QCOMPARE(found.join(u'|'), outline);
    }

    void badInput_data()
    {
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("file");
        QTest::addColumn<int>("line");
        QTest::addColumn<QString>("message");
        QTest::newRow("gatherer: not a policy document")
            << "gatherer" << "policy/gatherer-unknown.html" << 4 << "names no tournament document";
        QTest::newRow("gatherer: heading without a number")
            << "gatherer" << "policy/gatherer-badheading.html" << 8 << "expected a section heading";
        QTest::newRow("vensers: directive never closed")
            << "vensers" << "policy/vensers-unclosed.ejs" << 3 << "never closed";
        QTest::newRow("vensers: no label")
            << "vensers" << "policy/vensers-nolabel.ejs" << 6 << "expected the page's label";
        // A converted page without a title is read, its document left for --document to name
        // (tst_importer); a page with neither title nor headings is refused.
        QTest::newRow("pdftohtml: no title") << "pdftohtml" << "policy/pdftohtml-notitle.html" << 0
                                             << "no line names the document";
    }
    void badInput()
    {
        QFETCH(QString, shape);
        QFETCH(QString, file);
        QFETCH(int, line);
        QFETCH(QString, message);
        const QString path = testsupport::testData(file);
        try {
            shapeNamed(shape)->read(textOfFile(path), path);
            QFAIL("no error");
        } catch (const ImportError &e) {
            QCOMPARE(e.line(), line);
            QVERIFY2(e.message().contains(message), qPrintable(e.toString()));
            QCOMPARE(e.file(), path);
        }
    }

    void damagedPagesAreRefusedOrRead()
    {
        // Whatever the bytes, a reader answers with a document or an ImportError.
        const QStringList pages = {
            QString(), u"<html>"_qs, u"<header class=\"entry-header\"><h1 class=\"entry-title\">"_qs,
            QString(u"<div>"_qs).repeated(3000) + u"<header class=\"entry-header\" id=\"mtr\"><h1 class=\"entry-title\">Magic Tournament Rules</h1></header>"_qs,
        };
        for (const Shape &shape : shapes())
            for (const QString &page : pages) {
                try {
                    shape.read(page, u"damaged.html"_qs);
                } catch (const ImportError &) {
                }
            }
    }

    void recognisers()
    {
        const QString gatherer = textOfFile(testsupport::testData(QStringLiteral("policy/gatherer-mtr.html")));
        QVERIFY(recognisesGathererPage(gatherer));
        QVERIFY(!recognisesGathererPage(u"<html><body><p>1.1 Tournament Types</p></body></html>"));
    }

    void corpus_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("document");
        QTest::addColumn<QString>("date");
        QTest::addColumn<QString>("counts");
        QTest::addColumn<QString>("appendices");
        const auto row = [](const char *file, const char *shape, const char *document, const char *date,
                            const char *counts, const char *appendices) {
            QTest::newRow(file) << file << shape << document << date << counts << appendices;
        };
        row("mtr/2018-04-27.gatherer.html", "gatherer", "mtr", "2018-04-27", "12,13,15,6,6,6,7,6,7,4", "ABCDEF");
        row("mtr/2019-05-03.gatherer.html", "gatherer", "mtr", "2019-05-03", "12,13,15,8,6,6,7,6,7,4", "ABCDEF");
        // The scrapes of 2018 and early 2019 carry Appendix B in German; later ones none.
        row("ipg/2018-07-13.gatherer.html", "gatherer", "ipg", "2018-07-13", "5,6,9,8", "AB");
        row("ipg/2019-01-21.gatherer.html", "gatherer", "ipg", "2019-01-21", "5,6,9,8", "AB");
        row("ipg/2019-10-04.gatherer.html", "gatherer", "ipg", "2019-10-04", "5,6,9,8", "A");
        row("ipg/2020-09-25.gatherer.html", "gatherer", "ipg", "2020-09-25", "5,6,9,8", "A");
        row("jar/2019-01-21.gatherer.html", "gatherer", "jar", "2019-01-21", "", "");
        row("jar/2020-09-25.gatherer.html", "gatherer", "jar", "2020-09-25", "", "");
        // The converter dropped appendices A, C and F of the MTR: only B, D and E are headed.
        row("mtr/2016-09-30.bluewizard.html", "bluewizard", "mtr", "2016-09-30", "12,14,15,5,5,7,7,6,7,4", "BDE");
        row("mtr/2017-09-29.bluewizard.html", "bluewizard", "mtr", "2017-09-29", "12,14,15,5,6,7,7,6,7,4", "BDE");
        row("ipg/2016-09-30.bluewizard.html", "bluewizard", "ipg", "2016-09-30", "4,6,8,8", "AB");
        row("mtr/2014-07-18.calibre.html", "calibre", "mtr", "2014-07-18", "11,14,15,5,5,7,7,6,7,4", "BDE");
        row("ipg/2014-07-18.calibre.html", "calibre", "ipg", "2014-07-18", "3,6,8,8", "ABC");
        row("jar/2014-09-26.calibre.html", "calibre", "jar", "2014-09-26", "", "");
        // No introduction, no appendices, no format sections after 6.2 in this shape; the
        // date is the site's label.
        row("mtr/2019-10-04.vensers.ejs", "vensers", "mtr", "2019-10-04", "12,13,15,8,6,2,7,6,7,4", "");
        row("mtr/2021-04-23.vensers.ejs", "vensers", "mtr", "2021-04-23", "12,13,15,8,6,2,7,6,7,4", "");
        row("ipg/2020-04-17.vensers.ejs", "vensers", "ipg", "2020-04-17", "5,6,9,8", "");
        row("mtr/2021-09-24.pdftohtml.html", "pdftohtml", "mtr", "2021-09-24", "12,13,16,8,6,7,7,6,7,4", "ABCDEF");
        row("mtr/2023-11-13.pdftohtml.html", "pdftohtml", "mtr", "2023-11-13", "12,13,18,9,6,7,7,6,7,4", "ABCDEF");
        row("mtr/2024-12-16.pdftohtml.html", "pdftohtml", "mtr", "2024-12-16", "12,13,16,9,6,7,7,6,7,4", "ABCDEF");
        row("ipg/2021-02-05.pdftohtml.html", "pdftohtml", "ipg", "2021-02-05", "5,6,9,8", "AB");
        row("ipg/2024-04-15.pdftohtml.html", "pdftohtml", "ipg", "2024-04-15", "5,6,9,8", "AB");
        row("jar/2024-08-05.pdftohtml.html", "pdftohtml", "jar", "2024-08-05", "", "");
    }
    void corpus()
    {
        QFETCH(QString, file);
        QFETCH(QString, shape);
        QFETCH(QString, document);
        QFETCH(QString, date);
        QFETCH(QString, counts);
        QFETCH(QString, appendices);
        const QString path = testsupport::corpusFile(QStringLiteral("policy/") + file);
        if (path.isEmpty() || !QFile::exists(path))
            QSKIP("the policy corpus is not beside this clone");
        const QString text = textOfFile(path);
        const Shape *s = shapeNamed(shape);
        QVERIFY(s->recognises(text));
        for (const Shape &other : shapes())
            if (&other != s)
                QVERIFY2(!other.recognises(text), other.name);
        const PolicyDocument d = s->read(text, path);
        if (qEnvironmentVariableIsSet("RULEKEEPER_POLICY_OUTLINE"))
            qInfo().noquote() << outline(d) << "\n" << d.warnings.join(u'\n');
        QCOMPARE(rulesdb::documentName(d.document), document);
        QCOMPARE(d.date, date);
        QCOMPARE(subsectionCounts(d), counts);
        QCOMPARE(::appendices(d), appendices);
        static const QRegularExpression markup(QStringLiteral("<[a-zA-Z/!%]"));
        for (const PolicySection &sec : d.sections) {
            // The MTR's diff pages head no section, only subsections.
            if (shape != u"vensers" || sec.level == 2)
                QVERIFY2(!sec.title.isEmpty(), qPrintable(sec.number));
            QVERIFY2(sec.sourceLine > 0, qPrintable(sec.number));
            for (const QString &p : sec.paragraphs)
                QVERIFY2(!p.contains(u"base64") && !markup.match(p).hasMatch() && p == p.trimmed() && !p.isEmpty(),
                         qPrintable(p.left(80)));
        }
    }

    // Titles and penalties checked by hand against each file, and the renumberings the
    // corpus notes record (MTR 4.4 Loops from 2019-05-03 on, 3.9 Die Rolling from 2021).
    void corpusSections_data()
    {
        QTest::addColumn<QString>("file");
        QTest::addColumn<QString>("shape");
        QTest::addColumn<QString>("number");
        QTest::addColumn<QString>("category");
        QTest::addColumn<QString>("title");
        QTest::addColumn<QString>("penalty");
        const auto row = [](const char *file, const char *shape, const char *number, const char *category,
                            const char *title, const char *penalty) {
            QTest::addRow("%s %s", file, number) << file << shape << number << category << title << penalty;
        };
        // The 2014 guide's Missed Trigger was a Warning (with a footnote mark).
        row("ipg/2014-07-18.calibre.html", "calibre", "2.1", "Game Play Error", "Missed Trigger", "Warning");
        row("ipg/2014-07-18.calibre.html", "calibre", "1.1", "", "Definition of Rules Enforcement Level (REL)", "");
        row("ipg/2014-07-18.calibre.html", "calibre", "3.7", "Tournament Error", "Communication Policy Violation", "Warning");
        row("ipg/2016-09-30.bluewizard.html", "bluewizard", "2.1", "Game Play Error", "Missed Trigger", "No Penalty");
        row("ipg/2016-09-30.bluewizard.html", "bluewizard", "3.4", "Tournament Error", "Insufficient Shuffling", "Warning");
        row("ipg/2016-09-30.bluewizard.html", "bluewizard", "1", "", "General Philosophy", "");
        row("ipg/2018-07-13.gatherer.html", "gatherer", "3.9", "Tournament Error", "Insufficient Shuffling", "Warning");
        row("ipg/2020-09-25.gatherer.html", "gatherer", "2.1", "Game Play Error", "Missed Trigger", "No Penalty");
        row("ipg/2020-04-17.vensers.ejs", "vensers", "2.1", "Game Play Error", "Missed Trigger", "No Penalty");
        row("ipg/2020-04-17.vensers.ejs", "vensers", "4.8", "Unsporting Conduct", "Cheating", "Disqualification");
        row("ipg/2021-02-05.pdftohtml.html", "pdftohtml", "2.1", "Game Play Error", "Missed Trigger", "No Penalty");
        row("ipg/2024-04-15.pdftohtml.html", "pdftohtml", "1", "", "General Philosophy", "");
        row("ipg/2024-04-15.pdftohtml.html", "pdftohtml", "4.3", "Unsporting Conduct", "Improperly Determining a Winner", "Match Loss");
        row("ipg/2024-04-15.pdftohtml.html", "pdftohtml", "Appendix B", "", "Changes from Previous Versions", "");
        row("mtr/2014-07-18.calibre.html", "calibre", "4.4", "", "Triggered Abilities", "");
        row("mtr/2014-07-18.calibre.html", "calibre", "6.7", "", "Block Constructed Format Deck Construction", "");
        row("mtr/2016-09-30.bluewizard.html", "bluewizard", "2.14", "", "Life Totals", "");
        row("mtr/2017-09-29.bluewizard.html", "bluewizard", "Appendix D", "", "Recommended Booster Mix for Limited Tournaments", "");
        row("mtr/2019-10-04.vensers.ejs", "vensers", "4.4", "", "Loops", "");
        row("mtr/2021-04-23.vensers.ejs", "vensers", "4.4", "", "Loops", "");
        row("mtr/2021-09-24.pdftohtml.html", "pdftohtml", "3.9", "", "Die Rolling", "");
        row("mtr/2021-09-24.pdftohtml.html", "pdftohtml", "6.7", "", "Pioneer Format Deck Construction", "");
        row("mtr/2023-11-13.pdftohtml.html", "pdftohtml", "3.17", "", "Supplementary Decks", "");
        row("mtr/2024-12-16.pdftohtml.html", "pdftohtml", "1", "", "Tournament Fundamentals", "");
        row("mtr/2024-12-16.pdftohtml.html", "pdftohtml", "4.4", "", "Loops", "");
        row("mtr/2024-12-16.pdftohtml.html", "pdftohtml", "Appendix C", "", "Tiebreaker Explanation", "");
    }
    void corpusSections()
    {
        QFETCH(QString, file);
        QFETCH(QString, shape);
        QFETCH(QString, number);
        QFETCH(QString, category);
        QFETCH(QString, title);
        QFETCH(QString, penalty);
        const QString path = testsupport::corpusFile(QStringLiteral("policy/") + file);
        if (path.isEmpty() || !QFile::exists(path))
            QSKIP("the policy corpus is not beside this clone");
        const PolicyDocument d = shapeNamed(shape)->read(textOfFile(path), path);
        const PolicySection *s = section(d, number.toUtf8().constData());
        QVERIFY2(s, qPrintable(number));
        QCOMPARE(s->category, category);
        QCOMPARE(s->title, title);
        QCOMPARE(s->penalty, penalty);
        QVERIFY(s->sourceLine > 0);
    }

    void corpusSamples()
    {
        const auto read = [](const char *file, const char *shape) -> std::optional<PolicyDocument> {
            const QString path = testsupport::corpusFile(QStringLiteral("policy/") + QLatin1StringView(file));
            if (path.isEmpty() || !QFile::exists(path))
                return std::nullopt;
            return shapeNamed(QLatin1StringView(shape))->read(textOfFile(path), path);
        };
        const auto ipg = read("ipg/2019-01-21.gatherer.html", "gatherer");
        if (!ipg)
            QSKIP("the policy corpus is not beside this clone");
        const PolicySection *missed = section(*ipg, "2.1");
        QCOMPARE(missed->title, u"Missed Trigger"_qs);
        QCOMPARE(missed->category, u"Game Play Error"_qs);
        QCOMPARE(missed->penalty, u"No Penalty"_qs);
        QCOMPARE(partLabels(*missed),
                 testsupport::list({"Definition", "Examples", "Philosophy", "Additional Remedy", "Upgrade"}));
        QCOMPARE(section(*ipg, "4.8")->penalty, u"Disqualification"_qs);
        QCOMPARE(section(*ipg, "3.9")->title, u"Insufficient Shuffling"_qs);
        QCOMPARE(section(*ipg, "1")->title, u"General Philosophy"_qs);
        QCOMPARE(ipg->sections.front().title, u"Introduction"_qs);
        QVERIFY(section(*ipg, "Appendix A")->paragraphs.contains(u"Missed Trigger | None"_qs));

        const auto mtr2019 = read("mtr/2019-05-03.gatherer.html", "gatherer");
        QCOMPARE(section(*mtr2019, "4.4")->title, u"Loops"_qs);
        QCOMPARE(section(*mtr2019, "1")->title, u"Tournament Fundamentals"_qs);
        QCOMPARE(section(*mtr2019, "Appendix C")->title, u"Tiebreaker Explanation"_qs);
        QVERIFY(!section(*mtr2019, "4.3")->examples.isEmpty());
        const auto mtr2018 = read("mtr/2018-04-27.gatherer.html", "gatherer");
        QCOMPARE(section(*mtr2018, "4.4")->title, u"Triggered Abilities"_qs);

        const auto jar = read("jar/2020-09-25.gatherer.html", "gatherer");
        QStringList top;
        for (const PolicySection &s : jar->sections)
            if (s.level == 1)
                top << s.title;
        QCOMPARE(top, testsupport::list({"Introduction", "Common Issues", "General Unwanted Behaviors",
                                         "Serious Problems", "Resources"}));
    }
};

QTEST_APPLESS_MAIN(TestPolicyHtml)
#include "tst_policyhtml.moc"
