// Back and Forward and the place shown, driven without a window: there is no QApplication
// here, so a widget would not even be created.

#include "window/navigation.h"

#include <QTest>

using namespace gui;

namespace {

Target rule(const char *number)
{
    return {Target::Rule, QString::fromLatin1(number)};
}

QStringList keys(const Navigation &n)
{
    QStringList out;
    for (const Target &t : n.entries())
        out << t.key;
    return out;
}

} // namespace

class TestNavigation : public QObject {
    Q_OBJECT
private slots:
    void backAndForwardLikeABrowser();
    void theSamePlaceAgainRecordsNothing();
    void aRenumberedRuleIsFollowedByBackAndForward();
    void restoredPlacesShowTheCurrentOne();
};

void TestNavigation::backAndForwardLikeABrowser()
{
    Navigation n;
    QVERIFY(!n.current());
    QVERIFY(!n.canGoBack() && !n.canGoForward());
    QVERIFY(!n.back());
    n.visit(rule("100.1"));
    n.visit(rule("702.19"));
    n.visit({Target::Glossary, QStringLiteral("Trample")});
    QCOMPARE(n.current()->key, QStringLiteral("Trample"));
    QCOMPARE(n.back()->key, QStringLiteral("702.19"));
    QCOMPARE(n.back()->key, QStringLiteral("100.1"));
    QVERIFY(!n.canGoBack());
    QVERIFY(!n.back());
    QCOMPARE(n.current()->key, QStringLiteral("100.1")); // nowhere to go: stays
    QCOMPARE(n.forward()->key, QStringLiteral("702.19"));
    // Somewhere new after going back: what was ahead is dropped.
    n.visit(rule("510.2"));
    QVERIFY(!n.canGoForward());
    QVERIFY(!n.forward());
    QCOMPARE(keys(n), (QStringList{QStringLiteral("100.1"), QStringLiteral("702.19"), QStringLiteral("510.2")}));
    QCOMPARE(n.currentIndex(), size_t(2));
}

void TestNavigation::theSamePlaceAgainRecordsNothing()
{
    Navigation n;
    n.visit(rule("100.1"));
    n.visit(rule("100.1"));
    QCOMPARE(n.entries().size(), size_t(1));
    // The same key as a glossary term is another place.
    n.visit({Target::Glossary, QStringLiteral("100.1")});
    QCOMPARE(n.entries().size(), size_t(2));
}

// Following a rule into an edition where it has another number (the 2009 renumbering):
// Back and then Forward come to the rule under its number there, and what a restart
// keeps is that number, not the old one, which there is another rule or none.
void TestNavigation::aRenumberedRuleIsFollowedByBackAndForward()
{
    Navigation n;
    n.visit(rule("100.1"));
    n.visit(rule("212.6e"));
    n.renumberCurrent(QStringLiteral("702.19b"));
    QCOMPARE(n.current()->key, QStringLiteral("702.19b"));
    QCOMPARE(keys(n), (QStringList{QStringLiteral("100.1"), QStringLiteral("702.19b")}));
    QCOMPARE(n.back()->key, QStringLiteral("100.1"));
    QCOMPARE(n.forward()->key, QStringLiteral("702.19b"));
    // Visiting it again under its new number records nothing more.
    n.visit(rule("702.19b"));
    QCOMPARE(n.entries().size(), size_t(2));
}

void TestNavigation::restoredPlacesShowTheCurrentOne()
{
    Navigation n;
    n.restore({rule("100.1"), rule("702.19"), rule("510.2")}, 1);
    QCOMPARE(n.current()->key, QStringLiteral("702.19"));
    QVERIFY(n.canGoBack() && n.canGoForward());
    // An index past the end (a settings file from elsewhere): the last place.
    n.restore({rule("100.1"), rule("702.19")}, 7);
    QCOMPARE(n.current()->key, QStringLiteral("702.19"));
    QVERIFY(!n.canGoForward());
    n.restore({}, 0);
    QVERIFY(!n.current());
    QVERIFY(!n.canGoBack() && !n.canGoForward());
}

QTEST_APPLESS_MAIN(TestNavigation)
#include "tst_navigation.moc"
