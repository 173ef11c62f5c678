#pragma once
// Everything the card page shows about one Oracle card, read in one place so the page only
// lays it out: its faces as of a snapshot, its rulings and sets, and the rules its
// keywords invoke in the CR edition read.

#include "cards/cardmentions.h"
#include "cards/cardrules.h"
#include "cards/cardstore.h"
#include "reading/viewpage.h"
#include "ruleindex.h"

#include <QCoreApplication>
#include <QUrl>
#include <memory>
#include <optional>
#include <vector>

namespace gui {

// The card's words as an earlier snapshot had them, until a later one changed them.
struct CardWording {
    QString from, until; // dates of the snapshots
    std::vector<rulesdb::CardFace> faces;
};

struct CardPage {
    rulesdb::StoredCard card;
    std::vector<CardWording> earlier; // newest first; empty when the words never changed
    rulesdb::EditionInfo snapshot;               // the cards' edition the text is read from
    std::vector<rulesdb::RuleHeadline> rules;    // 701.x and 702.x the card invokes
    std::optional<rulesdb::EditionInfo> rulesEdition; // the CR edition they are read from
    // That edition's keyword rules: where each line of the text names one, to be a link.
    std::shared_ptr<const rulesdb::KeywordRules> keywords;
    // The other cards its rulings name, to be links (none without a CR edition read).
    std::shared_ptr<const rulesdb::CardMentionFinder> cardNames;
};

// A link to a card by its whole name ("card:Lightning%20Bolt"), and the name a link holds
// (empty for any other link).
QString cardHref(const QString &name);
QString cardOfHref(const QUrl &url);

// The page in the rule view: the faces (name, mana cost, type line, text with its keywords
// linked to their rules, P/T, loyalty, defense), the snapshot it reads as of, the rules,
// the rulings with their date and source (the rule numbers they cite and the other cards
// they name linked), the sets,
// and the words earlier snapshots gave it.
class CardPageView : public ViewPage {
    Q_DECLARE_TR_FUNCTIONS(gui::CardPageView)
public:
    explicit CardPageView(CardPage page) : m_page(std::move(page)) {}
    void renderInto(QTextCursor &cursor, const QPalette &palette, std::vector<int> *parts) const override;
    const CardPage &page() const { return m_page; }

private:
    CardPage m_page;
};

} // namespace gui
