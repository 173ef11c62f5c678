#pragma once
// The current rule's life across editions, newest first: each edition where its wording
// or number changed, with the words inserted and deleted, where it moved from, and where
// it first appears. The same for a section of a policy document across that document's
// editions, and a card's Oracle text across the card snapshots. Steps that changed only quotes, dashes or case are left out unless asked for
// (a link at the top shows them: one click). Text is inserted as text with formats, never
// parsed as markup.

#include "rulesstore.h"

#include <QTextBrowser>

namespace gui {

class HistoryPanel : public QTextBrowser {
    Q_OBJECT
public:
    explicit HistoryPanel(QWidget *parent = nullptr);

    // Shows the history of `number` as of `edition` (any edition of its life will do).
    void showHistory(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition, const QString &number);
    // Shows the history of a policy document's section as of its edition.
    void showSectionHistory(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                            const rulesdb::SectionEntry &section);
    // Shows a card's wording across the snapshots (CardsDocument::historyOf(), oldest
    // first), the step in force on `shownSnapshot` marked; a date clicked asks for the card
    // as of that snapshot (sectionRequested with Document::Cards and its name).
    void showCardHistory(std::vector<rulesdb::HistoryEntry> steps, const QString &name, const QString &shownSnapshot);
    void showMessage(const QString &message);
    // Whether steps that changed only typography are shown (remembered by the session).
    void setShowsTypography(bool on);
    bool showsTypography() const { return m_showTypography; }
    // The steps shown, oldest first (for tests and the copy of the panel): typography
    // steps only when showsTypography().
    const std::vector<rulesdb::HistoryEntry> &steps() const { return m_steps; }
    // The step whose wording the edition shown has (an index into steps()), marked in the
    // panel; -1 for none.
    int markedStep() const { return m_marked; }

signals:
    // An edition's date was clicked: show the rule there, under `number`.
    void editionRequested(const QString &date, const QString &number);
    // The same for a section: show it in that edition of its document, under `key`; for a
    // card, the card named `key` as of the snapshot of that date.
    void sectionRequested(rulesdb::Document document, const QString &date, const QString &key);

protected:
    // A new theme (a palette, a style sheet) draws the history again in its colours.
    void changeEvent(QEvent *event) override;

private:
    // Marks the step the edition of that date shows, and draws the history.
    void markShown(const QString &date);
    void render();

    // Keeps the steps shown in step with the toggle, from every step read.
    void chooseSteps();

    std::vector<rulesdb::HistoryEntry> m_allSteps;
    std::vector<rulesdb::HistoryEntry> m_steps;
    int m_hidden = 0; // typography steps left out
    bool m_showTypography = false;
    QString m_number;
    rulesdb::Document m_document = rulesdb::Document::CR;
    QString m_shownEdition;
    QString m_language; // of the rule's edition: its examples' label (reading/examplelabel.h)
    int m_marked = -1;
};

} // namespace gui
