#pragma once
// The Oracle cards as the window reads them: the third kind of document, behind the few
// calls the window routes to (its snapshots for the pickers, what a typed name means,
// names for the lookup box's completion, a card's page), so that the window knows it holds
// cards, not what a card is made of. Over the window's store connection, on its thread.

#include "cards/cardmentions.h"
#include "cards/cardrules.h"
#include "cards/cardstore.h"
#include "lineage/history.h"
#include "reading/rulepage.h"
#include "reading/viewpage.h"

#include <QCoreApplication>
#include <QPointer>
#include <functional>
#include <memory>
#include <optional>
#include <vector>

namespace gui {

class CardContents;

class CardsDocument {
    Q_DECLARE_TR_FUNCTIONS(gui::CardsDocument)
public:
    // The store must outlive this.
    explicit CardsDocument(rulesdb::RulesStore &store);

    // The document picker's entry: "Cards".
    static QString pickerLabel();

    // The snapshots, oldest first; empty when the database holds no cards. Throws DbError.
    std::vector<rulesdb::EditionInfo> snapshots();
    // The name of the card a typed text means (its name, a face's, either half of a split
    // card, in any case and without accents, or the only card whose names start so), else
    // nullopt and, in `closest`, the names nearest to it. `laterWord`, when given, says
    // whether the card was found by a later word of its name only ("bogle": Slippery Bogle).
    std::optional<QString> cardNamed(const QString &typed, QStringList *closest = nullptr, bool *laterWord = nullptr);
    // Names for the lookup box, up to `limit`: those starting as typed, then those with a
    // later word starting so ("bolt": Lightning Bolt). The indexes answer at once (no scan).
    QStringList namesOffered(const QString &typed, int limit);
    // The card opened first when the cards are chosen and none was read.
    QString firstName();
    // The card's page as of a snapshot's date (empty: the newest), its keywords linked to
    // the rules of `rulesEdition` (the CR read). nullopt, and why in `problem`, when the
    // name is no card here or no snapshot up to then holds it. Throws DbError.
    std::optional<ShownPage> open(const QString &name, const QString &snapshotDate,
                                  const std::optional<rulesdb::EditionInfo> &rulesEdition, QString *problem);

    // The contents panel of the cards (cards/cardcontents.h), made on the first call; `open`
    // is called with the name of a card chosen there. The window's contents dock holds it
    // (and owns it); a page opened names it as its contents, the card selected there.
    QWidget *contentsPanel(std::function<void(const QString &)> open);

    // The card's Oracle wording across the snapshots, oldest first, as the History panel
    // reads a rule's: a step for the first snapshot holding it, then one for each snapshot
    // where the words of a face (name, mana cost, type line, text, P/T, loyalty, defense)
    // changed, its `number` the card's name. Empty when no card is so named. Throws DbError.
    std::vector<rulesdb::HistoryEntry> historyOf(const QString &name);

    // A rule page of `crEdition` linked to the cards: the cards its examples name (the
    // snapshot in force on the edition's date) and the Oracle rulings citing it. Nothing is
    // added when the database holds no cards. Throws DbError.
    void linkRulePage(RulePage &page, const rulesdb::EditionInfo &crEdition);
    // What a card link's hover shows: the card's name and Oracle text as of the snapshot in
    // force on `date` (empty: the newest), as plain text; empty when no card is so named.
    QString oracleTextOf(const QString &name, const QString &date);

private:
    // The recogniser of card names for an edition's pages, kept while neither the edition
    // nor the snapshots change: reading 30,000 names once, not once per page.
    std::shared_ptr<const rulesdb::CardMentionFinder> cardNamesFor(const rulesdb::EditionInfo &crEdition);
    // The edition's keyword rules, for the rules a card invokes and the links in its text.
    std::shared_ptr<const rulesdb::KeywordRules> keywordsOf(const rulesdb::EditionInfo &crEdition);

    // The contents panel lists the cards of the snapshot shown: read again when it changes.
    void listCardsOf(const QString &snapshot);

    rulesdb::RulesStore &m_store;
    QPointer<CardContents> m_contents;
    QString m_listed; // the snapshot listed, with the snapshots' count and cards (see cardNamesFor())
    rulesdb::CardStore m_cards;
    std::shared_ptr<const rulesdb::CardMentionFinder> m_names;
    qint64 m_namesEdition = -1;
    QString m_namesSnapshot;
    std::shared_ptr<const rulesdb::KeywordRules> m_keywords;
    QString m_keywordsEdition; // its id and digest
};

} // namespace gui
