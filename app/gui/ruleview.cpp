#include "ruleview.h"

#include "references.h"

#include <QTextBlock>
#include <QTextCursor>
#include <QUrl>

namespace gui {

namespace {

const QString kRuleScheme = QStringLiteral("rule");

// Inserts text, turning each rule reference into a link to its first target.
void insertLinkedText(QTextCursor &cursor, const QString &text, const QTextCharFormat &base)
{
    int at = 0;
    for (const rulesdb::Reference &ref : rulesdb::extractReferences(text)) {
        if (ref.targets.isEmpty() || ref.start < at)
            continue;
        cursor.insertText(text.mid(at, ref.start - at), base);
        QTextCharFormat link = base;
        link.setAnchor(true);
        link.setAnchorHref(kRuleScheme + u':' + ref.targets.front());
        link.setForeground(QPalette().brush(QPalette::Link));
        link.setFontUnderline(true);
        cursor.insertText(text.mid(ref.start, ref.length), link);
        at = ref.start + ref.length;
    }
    cursor.insertText(text.mid(at), base);
}

} // namespace

RuleView::RuleView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == kRuleScheme)
            emit ruleRequested(url.path());
    });
}

void RuleView::showMessage(const QString &message)
{
    clear();
    setPlainText(message);
}

void RuleView::showRule(const rulesdb::RuleDetail &rule)
{
    clear();
    QTextCursor cursor(document());
    QTextCharFormat body;
    QTextCharFormat muted;
    muted.setForeground(palette().brush(QPalette::PlaceholderText));
    QTextCharFormat number;
    number.setFontWeight(QFont::Bold);
    QTextCharFormat example = body;
    example.setFontItalic(true);

    // Breadcrumbs: section › heading › rule.
    if (rule.parent)
        cursor.insertText(rule.parent->number + u' ' + rule.parent->text.section(u'\n', 0, 0)
                              + QStringLiteral("  ·  "),
                          muted);
    cursor.insertText(tr("Comprehensive Rules, effective %1").arg(rule.edition.date), muted);

    auto addRule = [&](const rulesdb::RuleText &r) {
        QTextBlockFormat block;
        block.setTopMargin(10);
        cursor.insertBlock(block);
        cursor.insertText(r.number + u' ', number);
        insertLinkedText(cursor, r.text, body);
        for (const QString &ex : r.examples) {
            QTextBlockFormat exBlock;
            exBlock.setLeftMargin(24);
            exBlock.setTopMargin(4);
            cursor.insertBlock(exBlock);
            cursor.insertText(tr("Example: "), number);
            insertLinkedText(cursor, ex, example);
        }
        if (r.truncated) {
            // Never show a cut-off text as if it were the whole rule.
            QTextCharFormat warning = muted;
            warning.setFontWeight(QFont::Bold);
            cursor.insertText(u' ' + tr("[incomplete: the source cut this rule off]"), warning);
        }
    };
    addRule(rule.rule);
    for (const auto &sub : rule.subrules)
        addRule(sub);
    moveCursor(QTextCursor::Start);
}

} // namespace gui
