#include "reading/ruleview.h"

#include "cards/cardpage.h"
#include "reading/colors.h"
#include "reading/paragraph.h"
#include "reading/examplelabel.h"
#include "reading/italictext.h"
#include "reading/sectionrender.h"
#include "reading/sincetext.h"
#include "references.h"
#include "search/ruleswords.h"

#include <QHelpEvent>
#include <QPainter>
#include <algorithm>
#include <QScopeGuard>
#include <QScrollBar>
#include <QSet>
#include <QTextBlock>
#include <QTextCursor>
#include <QTextDocument>
#include <QTextFrame>
#include <QToolTip>
#include <QUrl>

namespace gui {

namespace {

const QString kRuleScheme = QStringLiteral("rule");
const QString kGlossaryScheme = QStringLiteral("glossary");
const QString kToggleRulings = QStringLiteral("toggle:rulings");

QString href(const QString &scheme, const QString &path)
{
    QUrl url;
    url.setScheme(scheme);
    url.setPath(path);
    return url.toString(QUrl::FullyEncoded);
}

// The formats of one page, from the view's palette so they work in dark themes too.
struct Formats {
    explicit Formats(const QPalette &p)
    {
        muted.setForeground(mutedText(p));
        title.setFontWeight(QFont::Bold);
        title.setProperty(QTextFormat::FontSizeAdjustment, 2);
        number.setFontWeight(QFont::Bold);
        example.setFontItalic(true);
        exampleBackground = blend(p.color(QPalette::Base), p.color(QPalette::Highlight), 0.10);
        warning.setFontWeight(QFont::Bold);
        warning.setForeground(muted.foreground());
        link = readableLink(p);
    }
    QTextCharFormat body, muted, title, number, example, warning;
    QColor exampleBackground;
    QString exampleLabel; // "Example: " in the interface's language, or the translation's own
    QBrush link;
};

QTextCharFormat linkFormat(QTextCharFormat format, const QString &target, const Formats &f)
{
    format.setAnchor(true);
    format.setAnchorHref(target);
    format.setForeground(f.link);
    return format;
}

// A link whose words may hold the source's italics (a title: "101. The _Magic_ Golden Rules").
void insertLink(QTextCursor &cursor, const QString &text, const QString &target,
                const QTextCharFormat &format, const Formats &f)
{
    insertItalicText(cursor, text, linkFormat(format, target, f));
}

// Inserts text with its italics, turning each rule reference into a link to its first target,
// the words naming another document of the library (`documents`: 100.6's "Tournament
// Rules") into a link to it, where that document is here, and the cards the text names
// (`cards`, when the database holds cards) into links to them, each where it is first named.
void insertLinkedText(QTextCursor &cursor, const QString &text, const QTextCharFormat &base, const Formats &f,
                      const std::vector<rulesdb::DocumentLinkTo> &documents = {},
                      const rulesdb::CardMentionFinder *cards = nullptr)
{
    struct Span {
        qsizetype start, length;
        QString target;
    };
    std::vector<Span> spans;
    for (const rulesdb::Reference &ref : rulesdb::extractReferences(text))
        if (!ref.targets.isEmpty())
            spans.push_back({ref.start, ref.length, href(kRuleScheme, ref.targets.front())});
    for (const rulesdb::DocumentLinkTo &link : documents) {
        const qsizetype start = link.exists && !link.cited.isEmpty() ? text.indexOf(link.cited) : -1;
        if (start >= 0)
            spans.push_back({start, link.cited.size(), sectionHref(link.targetDocument, link.target, link.targetEdition)});
    }
    if (cards) {
        // A card once per text: an example that casts Lightning Bolt names it five times.
        QSet<QString> linked;
        for (const rulesdb::CardMention &m : cards->find(text))
            if (!linked.contains(m.card)) {
                linked.insert(m.card);
                spans.push_back({m.start, m.length, cardHref(m.card)});
            }
    }
    std::stable_sort(spans.begin(), spans.end(), [](const Span &a, const Span &b) { return a.start < b.start; });
    const auto italics = rulesdb::italicSpans(text); // of the whole text: a link may cut a span
    qsizetype at = 0;
    for (const Span &span : spans) {
        if (span.start < at)
            continue;
        insertItalicText(cursor, text, italics, at, span.start, base);
        insertItalicText(cursor, text, italics, span.start, span.start + span.length, linkFormat(base, span.target, f));
        at = span.start + span.length;
    }
    insertItalicText(cursor, text, italics, at, text.size(), base);
}

// An example set apart: indented, tinted, italic, "Example" in front; the cards it names
// linked.
void insertExample(QTextCursor &cursor, const QString &text, const Formats &f,
                   const rulesdb::CardMentionFinder *cards)
{
    QTextBlockFormat block = paragraph(6);
    block.setLeftMargin(28);
    block.setRightMargin(12);
    block.setBackground(f.exampleBackground);
    cursor.insertBlock(block);
    cursor.insertText(f.exampleLabel, f.number);
    insertLinkedText(cursor, text, f.example, f, {}, cards);
}

// `examples`, when given, gets where each example starts; `cards` finds the cards the
// examples name.
void insertRuleText(QTextCursor &cursor, const rulesdb::RuleText &rule, const Formats &f,
                    bool withNumber, const rulesdb::CardMentionFinder *cards,
                    const std::vector<rulesdb::DocumentLinkTo> &documents = {},
                    std::vector<int> *examples = nullptr)
{
    cursor.insertBlock(paragraph(withNumber ? 12 : 8));
    if (withNumber)
        cursor.insertText(rule.number + QStringLiteral("  "), f.number);
    insertLinkedText(cursor, rule.text, f.body, f, documents);
    if (rule.truncated) // never show a cut-off text as if it were the whole rule
        cursor.insertText(u' ' + RuleView::tr("[incomplete: the source cut this rule off]"),
                          f.warning);
    for (const QString &ex : rule.examples) {
        if (examples)
            examples->push_back(cursor.position() + 1); // the block the example opens
        insertExample(cursor, ex, f, cards);
    }
}

// A short rule that is only a name ("Trample") reads as a title next to its number.
bool isTitleLike(const QString &text)
{
    return text.size() <= 60 && !text.contains(u'\n') && !text.endsWith(u'.') && !text.endsWith(u'。');
}

void insertGlossary(QTextCursor &cursor, const rulesdb::GlossaryEntry &entry, const rulesdb::EditionInfo &edition,
                    const Formats &f)
{
    cursor.setBlockFormat(paragraph(0));
    cursor.insertText(RuleView::tr("Glossary") + QStringLiteral("  ›  ")
                          + RuleView::tr("Comprehensive Rules, effective %1").arg(edition.date),
                      f.muted);
    cursor.insertBlock(paragraph(14));
    insertItalicText(cursor, entry.term, f.title);
    for (const QString &para : entry.definition.split(u'\n')) {
        cursor.insertBlock(paragraph(8));
        insertLinkedText(cursor, para, f.body, f);
    }
}

} // namespace

RuleView::RuleView(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    setOpenExternalLinks(false);
    document()->setDocumentMargin(20);
    document()->setUndoRedoEnabled(false); // a view: nothing to undo, nothing to keep
    connect(this, &QTextBrowser::anchorClicked, this, &RuleView::followLink);
    // The ring reaches past the selection it surrounds: the whole viewport is redrawn.
    connect(this, &QTextEdit::selectionChanged, viewport(), qOverload<>(&QWidget::update));
}

void RuleView::setPreview(std::function<QString(const QString &)> preview)
{
    m_preview = std::move(preview);
}

void RuleView::setCardPreview(std::function<QString(const QString &)> preview)
{
    m_cardPreview = std::move(preview);
}

void RuleView::setZoom(int steps)
{
    if (m_baseSize <= 0)
        m_baseSize = font().pointSizeF();
    m_zoom = std::clamp(steps, -6, 20);
    QFont f = font();
    f.setPointSizeF(m_baseSize + m_zoom);
    setFont(f);
    if (showsPage())
        render(); // the tinted and titled blocks take their sizes from the font
    emit textSizeChanged(f.pointSizeF());
}

void RuleView::setBaseSize(qreal points)
{
    m_baseSize = points;
    setZoom(m_zoom);
}

void RuleView::followLink(const QUrl &url)
{
    if (url.scheme() == kRuleScheme) {
        emit ruleRequested(url.path());
    } else if (url.scheme() == kGlossaryScheme) {
        emit glossaryRequested(url.path());
    } else if (const QString card = cardOfHref(url); !card.isEmpty()) {
        emit cardRequested(card);
    } else if (const auto section = sectionLinkOf(url)) {
        emit sectionRequested(section->document, section->key, section->edition);
    } else if (url.toString() == kToggleRulings) {
        m_rulingsOpen = !m_rulingsOpen;
        const int scroll = verticalScrollBar()->value();
        render();
        verticalScrollBar()->setValue(scroll);
    }
}

bool RuleView::viewportEvent(QEvent *event)
{
    // A reference's tooltip is the rule it cites, so the reader need not leave this one; a
    // card's is its Oracle text, as text (a card's words are never markup).
    if (event->type() == QEvent::ToolTip && m_cardPreview) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QUrl url(anchorAt(help->pos()));
        if (const QString card = cardOfHref(url); !card.isEmpty()) {
            const QString text = m_cardPreview(card);
            if (text.isEmpty()) {
                QToolTip::hideText();
                event->ignore();
            } else {
                QToolTip::showText(help->globalPos(), Qt::convertFromPlainText(text, Qt::WhiteSpacePre), viewport());
            }
            return true;
        }
    }
    if (event->type() == QEvent::ToolTip && m_preview) {
        auto *help = static_cast<QHelpEvent *>(event);
        const QUrl url(anchorAt(help->pos()));
        const QString text = url.scheme() == kRuleScheme ? m_preview(url.path()) : QString();
        if (text.isEmpty()) {
            QToolTip::hideText();
            event->ignore();
        } else {
            // Rich text only to get wrapping and italics; the rule itself is escaped.
            QToolTip::showText(help->globalPos(), richRuleText(text), viewport());
        }
        return true;
    }
    return QTextBrowser::viewportEvent(event);
}

QList<QRect> RuleView::focusedLinkRects() const
{
    const QTextCursor selection = textCursor();
    if (!hasFocus() || !selection.hasSelection())
        return {};
    const int start = selection.selectionStart(), end = selection.selectionEnd();
    // The format at a position is the one of the character before it.
    QTextCursor at(document());
    at.setPosition(start + 1);
    const QString target = at.charFormat().anchorHref();
    if (target.isEmpty())
        return {};
    at.setPosition(end);
    if (at.charFormat().anchorHref() != target)
        return {};
    // One rectangle per line the link runs over.
    QList<QRect> rects;
    for (int pos = start; pos <= end; ++pos) {
        at.setPosition(pos);
        const QRect r = cursorRect(at);
        if (!rects.isEmpty() && rects.last().top() == r.top())
            rects.last() = rects.last().united(r);
        else
            rects << r;
    }
    return rects;
}

void RuleView::paintEvent(QPaintEvent *event)
{
    QTextBrowser::paintEvent(event);
    const QList<QRect> rects = focusedLinkRects();
    if (rects.isEmpty())
        return;
    QPainter painter(viewport());
    painter.setRenderHint(QPainter::Antialiasing, false);
    painter.setPen(QPen(focusRing(palette()), 2));
    painter.setBrush(Qt::NoBrush);
    for (const QRect &r : rects)
        painter.drawRect(r.adjusted(-3, -1, 3, 1));
}

void RuleView::focusInEvent(QFocusEvent *event)
{
    QTextBrowser::focusInEvent(event);
    viewport()->update();
}

void RuleView::focusOutEvent(QFocusEvent *event)
{
    QTextBrowser::focusOutEvent(event);
    viewport()->update();
}

void RuleView::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if (event->type() != QEvent::PaletteChange && event->type() != QEvent::StyleChange)
        return;
    if (!showsPage())
        return;
    // Where the reader was stays in view.
    const int at = verticalScrollBar()->value();
    render();
    verticalScrollBar()->setValue(at);
}

void RuleView::showMessage(const QString &message)
{
    m_page.reset();
    m_glossary.reset();
    m_section.reset();
    m_kindPage.reset();
    ensurePolished(); // a style sheet's colours, not the palette before it
    clear();
    QTextCursor cursor(document());
    const Formats f(palette());
    cursor.setBlockFormat(paragraph(40));
    cursor.insertText(message, f.muted);
}

void RuleView::showRule(const RulePage &page)
{
    const bool sameRule = m_page && m_page->detail.rule.number == page.detail.rule.number;
    m_page = page;
    m_glossary.reset();
    m_section.reset();
    m_kindPage.reset();
    if (!sameRule)
        m_rulingsOpen = false;
    render();
    moveCursor(QTextCursor::Start);
}

void RuleView::showGlossary(const rulesdb::GlossaryEntry &entry, const rulesdb::EditionInfo &edition)
{
    m_page.reset();
    m_section.reset();
    m_kindPage.reset();
    m_glossary = GlossaryPage{entry, edition};
    render();
    moveCursor(QTextCursor::Start);
}

void RuleView::showSection(const SectionPage &page)
{
    m_page.reset();
    m_glossary.reset();
    m_kindPage.reset();
    m_section = page;
    render();
    moveCursor(QTextCursor::Start);
}

void RuleView::showPage(std::shared_ptr<const ViewPage> page)
{
    m_page.reset();
    m_glossary.reset();
    m_section.reset();
    m_kindPage = std::move(page);
    render();
    moveCursor(QTextCursor::Start);
}

void RuleView::render()
{
    // A theme given as a style sheet reaches the palette when the view is polished, which
    // happens when it is first shown: the first rule is drawn before that.
    ensurePolished();
    clear();
    m_parts.clear();
    renderInto(*document(), palette(), &m_parts);
}

bool RuleView::showNextPart(bool backwards)
{
    if (m_parts.empty())
        return false;
    const int at = textCursor().selectionStart(); // a part's mark is selected (see below)
    // The part the cursor is in, then the one after (or before) it, round the ends.
    auto next = std::upper_bound(m_parts.begin(), m_parts.end(), at);
    int target;
    if (!backwards) {
        target = next == m_parts.end() ? m_parts.front() : *next;
    } else {
        auto current = next == m_parts.begin() ? m_parts.end() : std::prev(next);
        const bool atItsStart = current != m_parts.end() && *current == at;
        auto before = current == m_parts.end() ? std::prev(m_parts.end())
                      : atItsStart              ? (current == m_parts.begin() ? std::prev(m_parts.end()) : std::prev(current))
                                                : current;
        target = *before;
    }
    // Selected, so that Tab goes on from here (from no selection it starts at the top): the
    // part's first link itself when it opens with one, else its first word.
    QTextCursor cursor(document());
    cursor.setPosition(target);
    const auto hrefAfter = [this](int position) {
        QTextCursor probe(document());
        probe.setPosition(position + 1); // the format of the character before the position
        return probe.charFormat().anchorHref();
    };
    if (const QString href = hrefAfter(target); !href.isEmpty()) {
        int end = target;
        while (end + 1 < document()->characterCount() && hrefAfter(end) == href)
            ++end;
        cursor.setPosition(end, QTextCursor::KeepAnchor);
    } else {
        cursor.movePosition(QTextCursor::EndOfWord, QTextCursor::KeepAnchor);
    }
    setTextCursor(cursor);
    // The part at the top: the bottom of the view scrolled past, then back to the cursor.
    verticalScrollBar()->setValue(verticalScrollBar()->maximum());
    ensureCursorVisible();
    setFocus(Qt::ShortcutFocusReason);
    return true;
}

std::unique_ptr<QTextDocument> RuleView::printable() const
{
    if (!showsPage())
        return nullptr;
    auto doc = std::make_unique<QTextDocument>();
    QFont paper = font();
    paper.setPointSizeF(11); // the screen's size is for arm's length and the zoom
    doc->setDefaultFont(paper);
    renderInto(*doc, paperPalette());
    return doc;
}

void RuleView::renderInto(QTextDocument &doc, const QPalette &palette, std::vector<int> *parts) const
{
    const auto partStartsHere = [&](int position) {
        if (parts && (parts->empty() || parts->back() < position))
            parts->push_back(position);
    };
    QTextCursor cursor(&doc);
    // One edit: the document is laid out once at the end, not again after every insertion
    // (a rule cited by sixty others was laid out sixty times over).
    cursor.beginEditBlock();
    const auto endEdit = qScopeGuard([&cursor] { cursor.endEditBlock(); });
    Formats f(palette);
    if (m_glossary)
        return insertGlossary(cursor, m_glossary->entry, m_glossary->edition, f);
    if (m_section)
        return insertSectionPage(cursor, *m_section, palette);
    if (m_kindPage)
        return m_kindPage->renderInto(cursor, palette, parts);
    if (!m_page)
        return;
    const RulePage &page = *m_page;
    const rulesdb::RuleDetail &rule = page.detail;

    // Breadcrumbs: section › heading › rule, each a link.
    cursor.setBlockFormat(paragraph(0));
    for (const rulesdb::RuleHeadline &up : page.trail) {
        // A rule above that is a sentence, not a name (601.2 "To cast a spell is …"), is its
        // number here: its text is one hover away.
        const QString label = isTitleLike(up.title) ? up.number + u' ' + up.title : up.number;
        insertLink(cursor, label, href(kRuleScheme, up.number), f.muted, f);
        if (&up != &page.trail.back())
            cursor.insertText(QStringLiteral("  ›  "), f.muted);
    }
    cursor.insertBlock(paragraph(page.trail.empty() ? 0 : 2));
    cursor.insertText(tr("Comprehensive Rules, effective %1").arg(rule.edition.date), f.muted);
    f.exampleLabel = exampleLabel(rule.edition.language);

    // The rule itself: a name-like rule ("702.19 Trample") is its own title.
    const bool titled = isTitleLike(rule.rule.text);
    cursor.insertBlock(paragraph(14));
    partStartsHere(cursor.position());
    insertItalicText(cursor, titled ? rule.rule.number + QStringLiteral("  ") + rule.rule.text : rule.rule.number,
                     f.title);
    if (!titled || !rule.rule.examples.isEmpty() || rule.rule.truncated) {
        rulesdb::RuleText body = rule.rule;
        if (titled)
            body.text.clear();
        std::vector<int> examples;
        insertRuleText(cursor, body, f, false, page.cardNames.get(), page.documentLinks, &examples);
        for (int example : examples)
            partStartsHere(example);
    }
    if (page.since) {
        cursor.insertBlock(paragraph(6));
        cursor.insertText(sinceText(*page.since, page.detail.edition.language), f.muted);
    }

    for (const rulesdb::RuleText &sub : rule.subrules) {
        partStartsHere(cursor.position() + 1); // the block the subrule opens
        insertRuleText(cursor, sub, f, true, page.cardNames.get());
    }
    for (const rulesdb::RuleHeadline &child : page.contents) {
        cursor.insertBlock(paragraph(6));
        if (&child == &page.contents.front())
            partStartsHere(cursor.position());
        insertLink(cursor, child.number, href(kRuleScheme, child.number), f.number, f);
        insertItalicText(cursor, QStringLiteral("  ") + child.title, f.body);
    }

    if (!page.citedBy.empty()) {
        cursor.insertBlock(paragraph(20));
        partStartsHere(cursor.position());
        cursor.insertText(tr("Cited by:") + u' ', f.muted);
        bool first = true;
        for (const rulesdb::Citation &c : page.citedBy) {
            if (!first)
                cursor.insertText(QStringLiteral(", "), f.muted);
            first = false;
            if (c.in == rulesdb::TextPlace::Glossary)
                insertLink(cursor, tr("%1 (glossary)").arg(c.number), href(kGlossaryScheme, c.number),
                           f.body, f);
            else
                insertLink(cursor, c.number, href(kRuleScheme, c.number), f.body, f);
        }
    }

    if (!page.oracleRulings.empty()) {
        // The Oracle cards' rulings that cite the rule, newest first: each card a link.
        cursor.insertBlock(paragraph(20));
        partStartsHere(cursor.position());
        cursor.insertText(tr("Rulings of cards citing it (%n), newest first", nullptr, int(page.oracleRulings.size())),
                          f.number);
        for (const rulesdb::CitingRuling &r : page.oracleRulings) {
            QTextBlockFormat block = paragraph(8);
            block.setLeftMargin(28);
            cursor.insertBlock(block);
            insertLink(cursor, r.card, cardHref(r.card), f.number, f);
            QString about = QStringLiteral("  ") + r.date;
            if (r.cited != rule.rule.number)
                about += QStringLiteral("  ·  ") + tr("cites %1").arg(r.cited);
            if (r.source != u"wotc")
                about += QStringLiteral("  ·  ") + tr("%1 note, not an official ruling").arg(r.source == u"scryfall" ? QStringLiteral("Scryfall") : r.source);
            cursor.insertText(about, f.muted);
            block.setTopMargin(2);
            cursor.insertBlock(block);
            insertLinkedText(cursor, r.text.trimmed(), f.body, f, {}, page.cardNames.get());
        }
    }

    if (!page.rulings.empty()) {
        // Card rulings can run long: folded until asked for.
        cursor.insertBlock(paragraph(20));
        partStartsHere(cursor.position());
        const QString arrow = m_rulingsOpen ? QStringLiteral("▾ ") : QStringLiteral("▸ ");
        insertLink(cursor, arrow + tr("Card rulings (%n)", nullptr, int(page.rulings.size())),
                   kToggleRulings, f.number, f);
        if (m_rulingsOpen) {
            for (const rulesdb::RuleRuling &r : page.rulings) {
                QTextBlockFormat block = paragraph(8);
                block.setLeftMargin(28);
                cursor.insertBlock(block);
                cursor.insertText(r.card, f.number);
                cursor.insertText(QStringLiteral("  ") + r.date + QStringLiteral("  ·  ") + r.link,
                                  f.muted);
                cursor.insertBlock(block);
                insertLinkedText(cursor, r.text, f.body, f);
            }
        }
    }
}

} // namespace gui
