#include "search/judgewords.h"

#include <QHash>

namespace rulesdb {

QStringList spelledOut(QStringView word)
{
    // Only words the rules do not use themselves: "APNAP" and "dies" are in the text and
    // are searched as they are.
    static const QHash<QString, QStringList> table = [] {
        QHash<QString, QStringList> t;
        const auto add = [&t](std::initializer_list<const char *> words, std::initializer_list<const char *> rules) {
            QStringList spelled;
            for (const char *r : rules)
                spelled.append(QString::fromUtf8(r));
            for (const char *w : words)
                t.insert(QString::fromUtf8(w), spelled);
        };
        add({"etb", "etbs"}, {"enters"}); // older editions: "enters the battlefield"
        add({"ltb"}, {"leaves the battlefield"});
        add({"sba", "sbas"}, {"state-based actions", "state-based action"});
        add({"cmc"}, {"mana value", "converted mana cost"});
        add({"mv"}, {"mana value"});
        add({"lki"}, {"last known information"});
        add({"cda", "cdas"}, {"characteristic-defining ability", "characteristic-defining abilities"});
        add({"dfc", "dfcs"}, {"double-faced card", "double-faced cards"});
        add({"mdfc", "mdfcs"}, {"modal double-faced card", "modal double-faced cards"});
        add({"eot"}, {"end of turn"});
        add({"gy", "yard"}, {"graveyard"});
        add({"bf"}, {"battlefield"});
        add({"opp", "opps"}, {"opponent", "opponents"});
        add({"pw", "pws"}, {"planeswalker", "planeswalkers"});
        add({"sac"}, {"sacrifice"});
        add({"mull"}, {"mulligan"});
        add({"edh"}, {"commander"});
        add({"2hg"}, {"two-headed giant"});
        add({"fizzle", "fizzles", "fizzled"}, {"doesn't resolve", "countered on resolution"});
        add({"scoop", "scoops"}, {"concede", "concedes"});
        add({"lifegain"}, {"gain life", "gains life"});
        add({"tutor", "tutors"}, {"search"});
        add({"sick"}, {"sickness"}); // "summoning sick"
        add({"steal", "steals", "stole", "stolen"}, {"gain control", "gains control"});
        add({"flicker", "flickers", "flickered", "blink", "blinks", "blinked"}, {"exile", "exiled"});
        // Returned or put there, not discarded "from its owner's hand".
        add({"bounce", "bounces", "bounced"}, {"to its owner's hand", "into its owner's hand",
                                                "to their owners' hands", "into their owners' hands"});
        // The layers by number, as judges write them ("L5 colour changing").
        for (const char *layer : {"1", "2", "3", "4", "5", "6", "7", "7a", "7b", "7c", "7d"})
            t.insert(u'l' + QString::fromLatin1(layer), {QStringLiteral("layer ") + QString::fromLatin1(layer)});
        // British spelling: the rules are written in American English.
        add({"colour"}, {"color"});
        add({"colours"}, {"colors"});
        add({"coloured"}, {"colored"});
        add({"colourless"}, {"colorless"});
        add({"multicoloured"}, {"multicolored"});
        add({"defence"}, {"defense"});
        return t;
    }();
    return table.value(word.toString());
}

QStringList alsoSaidAs(QStringView word)
{
    static const QHash<QString, QStringList> table = [] {
        QHash<QString, QStringList> t;
        const auto to = [&t](std::initializer_list<const char *> words, std::initializer_list<const char *> rules) {
            for (const char *w : words)
                for (const char *r : rules)
                    t[QString::fromUtf8(w)].append(QString::fromUtf8(r));
        };
        const auto both = [&to](const char *a, const char *b) {
            to({a}, {b});
            to({b}, {a});
        };
        both("extra", "additional");
        both("tapped", "untapped");
        both("tap", "untap");
        both("kill", "destroy");
        both("killed", "destroyed");
        both("kills", "destroys");
        // One way: the rules say these for what judges call otherwise, and the other way round
        // would find what was not asked ("library" is no deck being built).
        to({"deck"}, {"library"});
        to({"decks"}, {"libraries"});
        to({"swap", "swaps", "swapped", "swapping"}, {"exchange", "exchanged"});
        to({"work", "works", "working"}, {"function", "functions"});
        to({"own", "owns", "owned"}, {"owner"});
        to({"left"}, {"remaining"}); // "cards left in the library"
        // The rules' keyword is "dies" (700.4); "died" and "dying" are too short or too far
        // from it for a word's stem to reach it. Not "die": that is the one rolled (706).
        to({"died", "dying"}, {"dies"});
        return t;
    }();
    return table.value(word.toString());
}

} // namespace rulesdb
