#pragma once
// The rules a card invokes: each keyword ability (702.x) and keyword action (701.x) its
// words use, read from the CR edition's own titles of those rules, never from a list of
// our own, so that a keyword the CR adds next year is found in next year's edition. A
// keyword is found by every name the CR gives it: its title, each half of a title of two
// ("Tap and Untap"), the variants its parts name ("Multikicker is a variant of the kicker
// ability"), the older names they say cards were printed with ("totem armor"), and the
// words its parts write with a placeholder before them ("[type]walk": Swampwalk). An ability
// word ("Landfall —") invokes the rule that lists the ability words and says they have no
// rules meaning (207.2c), found by the rule the glossary's "Ability Word" cites.

#include "cards/cardstore.h"
#include "ruleindex.h"
#include "rulesstore.h"

#include <QRegularExpression>
#include <QStringList>
#include <vector>

namespace rulesdb {

// Where a card's text names a keyword rule.
struct KeywordSpan {
    qsizetype start = 0, length = 0;
    QString number; // "702.14"
};

// The keyword rules of one CR edition with the patterns each is found by, and its sections
// on kinds of cards ("709. Split Cards", "712. Double-Faced Cards"), made once: what
// rulesInvokedBy() does for one card, for the many cards a search reads (reading the
// titles and making the patterns is most of its cost).
class KeywordRules {
public:
    KeywordRules(RulesStore &store, const EditionInfo &crEdition);
    // In rule order; see rulesInvokedBy().
    std::vector<RuleHeadline> invokedBy(const StoredCard &card) const;
    // Where a text (a line of a card) names a keyword rule, in order, none inside another,
    // never inside reminder text: a keyword ability wherever one of its names is a word, a
    // keyword action where it is a verb starting a clause.
    std::vector<KeywordSpan> spansIn(const QString &text) const;

private:
    struct Keyword {
        RuleHeadline headline;
        QStringList names;   // the title first, then the other names, all as the CR writes them
        QStringList endings; // "walk" of "[type]walk": a word ending so is the keyword
        QRegularExpression pattern; // any name, as a word (an ability) or a verb (an action)
        QRegularExpression endingPattern; // a word of letters ending in one of the endings
    };
    // A section of the additional rules on one kind of card, by the word that names the kind
    // ("split", "double-faced", "adventurer").
    struct KindOfCard {
        RuleHeadline headline;
        QString kind;
    };
    void readAbilityWords(RulesStore &store, const EditionInfo &crEdition);
    bool mayBeIn(const Keyword &k, const QString &text) const;
    bool isAnotherKeyword(const QString &word, const Keyword &k) const;

    std::vector<Keyword> m_keywords; // in rule order
    std::vector<KindOfCard> m_kinds; // in rule order, after the keywords
    // The rule listing the ability words (titled by the glossary's term), and a line opening
    // with one of them ("Landfall — Whenever …"); no pattern when the edition lists none.
    RuleHeadline m_abilityWordRule;
    QRegularExpression m_abilityWord;
};

// In rule order; empty when the edition has no 701 or 702. An ability is found by one of its
// names anywhere in the text outside reminder text, or in the keywords the source listed;
// an action only where it is a verb beginning a clause ("Sacrifice this artifact", "then
// exile it", "• Counter target spell"), so that a "+1/+1 counter" is not 701 Counter. An
// ability word opening a line, before them all (207.2c, "Ability Word"). Then
// the section on the card's kind, by its layout ("split": 709. Split Cards; "transform":
// 712. Double-Faced Cards), when the edition has one.
std::vector<RuleHeadline> rulesInvokedBy(RulesStore &store, const EditionInfo &crEdition, const StoredCard &card);

} // namespace rulesdb
