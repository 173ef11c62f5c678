// Links in the judge's documents, in the forms they are written in: a document's own
// sections, another document's, the CR's rules, a document named alone.
#include "policy/policylinks.h"

#include <QTest>

using namespace rulesdb;

Q_DECLARE_METATYPE(rulesdb::Document)

class TestPolicyLinks : public QObject {
    Q_OBJECT
private slots:
    void links_data()
    {
        QTest::addColumn<QString>("text");
        QTest::addColumn<Document>("home");
        // Each link as "document:cited words=number,number" in order.
        QTest::addColumn<QStringList>("expected");
        const auto ipg = Document::IPG, mtr = Document::MTR, cr = Document::CR;
        QTest::newRow("own section") << QString::fromUtf8("The player has done so already (see section 2.2).") << mtr
                                     << QStringList{u"mtr:section 2.2=2.2"_qs};
        QTest::newRow("range") << QString::fromUtf8("Infractions are in sections 2\u20134 of this guide.") << ipg
                               << QStringList{u"ipg:sections 2\u20134=2,4"_qs};
        QTest::newRow("subsection range") << QString::fromUtf8("See sections 2.2-2.4 for these.") << ipg
                                          << QStringList{u"ipg:sections 2.2-2.4=2.2,2.3,2.4"_qs};
        QTest::newRow("prefixed") << QString::fromUtf8("The Out-of-Order Sequencing rules (MTR section 4.3) apply.") << ipg
                                  << QStringList{u"mtr:MTR section 4.3=4.3"_qs};
        QTest::newRow("short form") << QString::fromUtf8("A shortcut (MTR 4.2) is used.") << ipg << QStringList{u"mtr:MTR 4.2=4.2"_qs};
        QTest::newRow("named after") << QString::fromUtf8("Refer to section 5.2 of the Magic Tournament Rules for details.") << ipg
                                     << QStringList{u"mtr:section 5.2=5.2"_qs};
        QTest::newRow("named before") << QString::fromUtf8("see the Magic Tournament Rules, section 4.3, for more.") << ipg
                                      << QStringList{u"mtr:section 4.3=4.3"_qs};
        QTest::newRow("parenthesised number") << QString::fromUtf8("such as Tardiness (3.1) and Decklist Problems (3.4).") << ipg
                                              << QStringList{u"ipg:3.1=3.1"_qs, u"ipg:3.4=3.4"_qs};
        QTest::newRow("appendix") << QString::fromUtf8("The time limits are listed in Appendix B.") << mtr
                                  << QStringList{u"mtr:Appendix B=Appendix B"_qs};
        QTest::newRow("cr rule") << QString::fromUtf8("as described in the Magic Comprehensive Rules, rule 103.4c).") << mtr
                                 << QStringList{u"cr:rule 103.4c=103.4c"_qs};
        QTest::newRow("document alone") << QString::fromUtf8("See the Magic Tournament Rules for further definitions.") << ipg
                                        << QStringList{u"mtr:Magic Tournament Rules="_qs};
        QTest::newRow("cr names the mtr")
            << "the Magic: The Gathering Tournament Rules (found at WPN.Wizards.com/en/rules-documents)" << cr
            << QStringList{u"mtr:Magic: The Gathering Tournament Rules="_qs};
        QTest::newRow("cr own section is not a link") << QString::fromUtf8("See section 8 and rule 601.2.") << cr << QStringList{};
        QTest::newRow("own name is not a link") << QString::fromUtf8("This Infraction Procedure Guide applies.") << ipg << QStringList{};
        QTest::newRow("a jar is no document") << QString::fromUtf8("Put the cards in a jar.") << mtr << QStringList{};
        QTest::newRow("decimal is no section") << QString::fromUtf8("Decks of 60 cards give a 2.5 percent chance (about 1 in 40).") << mtr
                                               << QStringList{};
    }
    void links()
    {
        QFETCH(QString, text);
        QFETCH(Document, home);
        QFETCH(QStringList, expected);
        QStringList found;
        for (const DocumentLink &l : extractDocumentLinks(text, home))
            found << documentName(l.target) + u':' + text.mid(l.start, l.length) + u'=' + l.numbers.join(u',');
        QCOMPARE(found, expected);
    }
};

QTEST_APPLESS_MAIN(TestPolicyLinks)
#include "tst_policylinks.moc"
