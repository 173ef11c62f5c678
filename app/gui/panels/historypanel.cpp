#include "panels/historypanel.h"

#include "reading/examplelabel.h"

#include "diff/changetitles.h"
#include "reading/colors.h"
#include "reading/italictext.h"
#include "reading/sectionpage.h"
#include "store/dberror.h"
#include "text/worddiff.h"

#include <QEvent>
#include <algorithm>
#include <QTextCursor>
#include <QUrl>

namespace gui {

namespace {

const QString kEditionScheme = QStringLiteral("edition");
const QString kToggleScheme = QStringLiteral("typography");

} // namespace

HistoryPanel::HistoryPanel(QWidget *parent) : QTextBrowser(parent)
{
    setOpenLinks(false);
    connect(this, &QTextBrowser::anchorClicked, this, [this](const QUrl &url) {
        if (url.scheme() == kToggleScheme)
            return setShowsTypography(!m_showTypography);
        if (url.scheme() != kEditionScheme)
            return;
        // edition:DATE#NUMBER
        if (m_document != rulesdb::Document::CR)
            emit sectionRequested(m_document, url.path(), url.fragment());
        else
            emit editionRequested(url.path(), url.fragment());
    });
}

void HistoryPanel::setShowsTypography(bool on)
{
    if (on == m_showTypography)
        return;
    m_showTypography = on;
    if (m_number.isEmpty())
        return;
    chooseSteps();
    markShown(m_shownEdition);
}

void HistoryPanel::chooseSteps()
{
    m_hidden = 0;
    m_steps = m_showTypography ? m_allSteps : rulesdb::withoutTypographySteps(m_allSteps, &m_hidden);
}

void HistoryPanel::showMessage(const QString &message)
{
    m_allSteps.clear();
    m_steps.clear();
    m_hidden = 0;
    m_number.clear();
    m_marked = -1;
    setPlainText(message);
}

void HistoryPanel::showHistory(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition, const QString &number)
{
    const auto n = rulesdb::RuleNumber::parse(number);
    if (!n)
        return showMessage(QString());
    try {
        m_allSteps = store.history(edition, *n);
    } catch (const rulesdb::DbError &e) {
        return showMessage(tr("The history cannot be read: %1").arg(e.message()));
    }
    m_number = n->toString();
    m_document = rulesdb::Document::CR;
    m_language = edition.language;
    chooseSteps();
    markShown(edition.date);
}

void HistoryPanel::showCardHistory(std::vector<rulesdb::HistoryEntry> steps, const QString &name,
                                   const QString &shownSnapshot)
{
    m_allSteps = std::move(steps);
    m_document = rulesdb::Document::Cards;
    m_number = name;
    chooseSteps();
    markShown(shownSnapshot);
}

void HistoryPanel::markShown(const QString &date)
{
    m_shownEdition = date;
    // The step whose wording the edition shown has: the newest one on or before its date
    // (the rule may have stayed unchanged since).
    m_marked = -1;
    for (int i = 0; i < int(m_steps.size()); ++i)
        if (m_steps[size_t(i)].edition <= m_shownEdition)
            m_marked = i;
    render();
}

void HistoryPanel::changeEvent(QEvent *event)
{
    QTextBrowser::changeEvent(event);
    if ((event->type() == QEvent::PaletteChange || event->type() == QEvent::StyleChange) && !m_steps.empty())
        render();
}

void HistoryPanel::showSectionHistory(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                                      const rulesdb::SectionEntry &section)
{
    try {
        m_allSteps = store.sectionHistory(edition, section);
    } catch (const rulesdb::DbError &e) {
        return showMessage(tr("The history cannot be read: %1").arg(e.message()));
    }
    m_document = edition.document;
    m_number = sectionKey(section);
    chooseSteps();
    markShown(edition.date);
}

void HistoryPanel::render()
{
    ensurePolished(); // a style sheet's colours reach the palette when it is polished
    clear();
    if (m_steps.empty()) {
        if (m_document == rulesdb::Document::Cards)
            setPlainText(tr("No card snapshot here holds %1.").arg(m_number));
        else if (m_document != rulesdb::Document::CR)
            setPlainText(tr("%1 %2 has no history in the editions here.")
                             .arg(rulesdb::documentName(m_document).toUpper(), m_number));
        else
            setPlainText(tr("Rule %1 has no history in the editions here.").arg(m_number));
        return;
    }
    const QPalette p = palette();
    const DiffColors colors(p);
    QTextCharFormat body, heading, muted, inserted, deleted;
    heading.setFontWeight(QFont::Bold);
    muted.setForeground(mutedText(p));
    inserted.setBackground(colors.inserted);
    deleted.setBackground(colors.deleted);
    deleted.setFontStrikeOut(true);

    QTextCursor cursor(document());
    QTextBlockFormat block;
    block.setBottomMargin(4);
    // The toggle, when there is something to toggle: a link, so it is one click (or Tab
    // and Enter) away.
    const int typographySteps = m_showTypography ? int(std::count_if(m_steps.begin(), m_steps.end(), [](const auto &h) {
        return h.change == rulesdb::ChangeKind::Typography;
    }))
                                                 : m_hidden;
    bool first = true;
    if (typographySteps > 0) {
        QTextCharFormat toggle = muted;
        toggle.setAnchor(true);
        toggle.setAnchorHref(kToggleScheme + QStringLiteral(":toggle"));
        toggle.setForeground(readableLink(p));
        cursor.setBlockFormat(block);
        cursor.insertText(m_showTypography ? tr("Hide the %n step(s) that changed only quotes, dashes or case", nullptr, typographySteps)
                                           : tr("Show the %n step(s) that changed only quotes, dashes or case", nullptr, typographySteps),
                          toggle);
        first = false;
    }
    QTextBlockFormat markedBlock = block;
    markedBlock.setBackground(blend(p.color(QPalette::Base), p.color(QPalette::Highlight), 0.12));
    int markedAt = 0;
    // Newest first: what the rule says now, then how it got there.
    for (size_t i = m_steps.size(); i-- > 0;) {
        const rulesdb::HistoryEntry &step = m_steps[i];
        const bool marked = int(i) == m_marked;
        const QTextBlockFormat &stepBlock = marked ? markedBlock : block;
        if (!first)
            cursor.insertBlock(stepBlock);
        first = false;
        if (marked)
            markedAt = cursor.position();
        QTextBlockFormat headingBlock = stepBlock;
        headingBlock.setTopMargin(10);
        cursor.setBlockFormat(headingBlock);
        QTextCharFormat link = heading;
        link.setAnchor(true);
        QUrl url;
        url.setScheme(kEditionScheme);
        url.setPath(step.edition);
        url.setFragment(step.number);
        link.setAnchorHref(url.toString());
        link.setForeground(readableLink(p));
        cursor.insertText(step.edition, link);
        QString what = changeTitle(step.change);
        if (!step.previousNumber.isEmpty() && step.previousNumber != step.number)
            what = tr("%1: %2 → %3").arg(what, step.previousNumber, step.number);
        else if (!step.number.isEmpty())
            what = tr("%1: %2").arg(what, step.number);
        cursor.insertText(QStringLiteral("  ") + what, heading);
        if (marked && m_document == rulesdb::Document::Cards)
            cursor.insertText(QStringLiteral("  ") + (step.edition == m_shownEdition
                                                           ? tr("(the snapshot shown)")
                                                           : tr("(in force in the snapshot shown, %1)").arg(m_shownEdition)),
                              muted);
        else if (marked)
            cursor.insertText(QStringLiteral("  ") + (step.edition == m_shownEdition
                                                           ? tr("(the edition shown)")
                                                           : tr("(in force in the edition shown, %1)").arg(m_shownEdition)),
                              muted);
        cursor.insertBlock(stepBlock);
        if (step.change == rulesdb::ChangeKind::Removed) {
            cursor.insertText(m_document == rulesdb::Document::CR ? tr("No longer in the rules.")
                                                                  : tr("No longer in the %1.").arg(rulesdb::documentName(m_document).toUpper()),
                              muted);
            continue;
        }
        if (m_document != rulesdb::Document::CR) {
            // A section's words, and a card's, are text: no italics marked in them, no markup.
            const rulesdb::HistoryEntry *before = i > 0 ? &m_steps[i - 1] : nullptr;
            if (!before || before->change == rulesdb::ChangeKind::Removed || step.change == rulesdb::ChangeKind::FirstSeen
                || step.change == rulesdb::ChangeKind::Added) {
                cursor.insertText(step.text, body);
                continue;
            }
            for (const rulesdb::DiffSpan &span : rulesdb::withoutSpaceChanges(rulesdb::wordDiff(before->text, step.text)))
                cursor.insertText(span.text, span.kind == rulesdb::DiffSpan::Inserted  ? inserted
                                             : span.kind == rulesdb::DiffSpan::Deleted ? deleted
                                                                                       : body);
            continue;
        }
        // The words changed since the step before, or the whole wording where it begins.
        const rulesdb::HistoryEntry *before = i > 0 ? &m_steps[i - 1] : nullptr;
        if (!before || before->change == rulesdb::ChangeKind::Removed || step.change == rulesdb::ChangeKind::FirstSeen
            || step.change == rulesdb::ChangeKind::Added) {
            insertItalicText(cursor, wordingWithExamples(step.text, step.examples, m_language), body);
            continue;
        }
        // Examples included: a step that changed only an example shows what changed there.
        const QString was = wordingWithExamples(before->text, before->examples, m_language);
        const QString is = wordingWithExamples(step.text, step.examples, m_language);
        for (const rulesdb::DiffPiece &piece : rulesdb::italicDiffPieces(rulesdb::wordDiff(was, is), was, is)) {
            const QTextCharFormat &format = piece.kind == rulesdb::DiffSpan::Inserted  ? inserted
                                            : piece.kind == rulesdb::DiffSpan::Deleted ? deleted
                                                                                       : body;
            cursor.insertText(piece.text, piece.italic ? italicIn(format) : format);
        }
    }
    // The step of the edition shown in view, the newest steps above it.
    QTextCursor at(document());
    at.setPosition(markedAt);
    setTextCursor(at);
    ensureCursorVisible();
}

} // namespace gui
