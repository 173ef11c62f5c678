#include "window/lookup.h"

#include "references.h"
#include "search/judgewords.h"
#include "text/textfold.h"

#include <QRegularExpression>
#include <algorithm>

namespace gui {

namespace {

// A reference as the rules and rulings write it, copied into the box ("rule 601.2b", "see
// rules 601.2f–h", "CR 702.19b", "(rule 106.3)"): the first rule it cites, when nothing else
// was typed but the words that introduce a reference.
std::optional<rulesdb::RuleNumber> citedNumber(const QString &text)
{
    const auto references = rulesdb::extractReferences(text);
    if (references.size() != 1 || references.front().targets.isEmpty())
        return std::nullopt;
    static const QRegularExpression introduction(
        QStringLiteral("^[\\s(),.:;]*(?:(?:see|comprehensive|rules?|cr|section|参见|规则)[\\s(),.:;]*)*$"),
        QRegularExpression::CaseInsensitiveOption);
    const QString rest = QString(text).remove(references.front().start, references.front().length);
    if (!introduction.match(rest).hasMatch())
        return std::nullopt;
    return rulesdb::RuleNumber::parse(references.front().targets.front());
}

} // namespace

std::optional<CitedRange> citedRange(const QString &typed)
{
    if (!citedNumber(typed))
        return std::nullopt;
    const rulesdb::Reference ref = rulesdb::extractReferences(typed).front();
    if (ref.targets.size() < 2)
        return std::nullopt;
    return CitedRange{typed.mid(ref.start, ref.length), ref.targets};
}

namespace {

// Judges' shorthand alone ("SBA", "CMC", "ETB", "LKI"): no rule is named by these words,
// yet they mean one thing. At most three words, each a known shorthand.
bool isShorthand(const QString &text)
{
    const QStringList words = text.split(u' ', Qt::SkipEmptyParts);
    return !words.isEmpty() && words.size() <= 3 && std::all_of(words.begin(), words.end(), [](const QString &w) {
        return !rulesdb::spelledOut(rulesdb::foldWord(w)).isEmpty();
    });
}

// Whether a policy section's title is what the shorthand typed stands for ("GRV": Game Rule
// Violation, "REL": Rules Enforcement Levels), rather than a section that only mentions it
// (an infraction whose penalty is a "DQ"): the lookup box opens what is named.
bool titleSpellsOut(const QString &title, const QString &typed)
{
    const QString folded = title.toLower();
    const QStringList words = typed.split(u' ', Qt::SkipEmptyParts);
    return std::all_of(words.begin(), words.end(), [&](const QString &w) {
        const QStringList wordings = rulesdb::spelledOut(rulesdb::foldWord(w));
        return std::any_of(wordings.begin(), wordings.end(),
                           [&](const QString &wording) { return folded.contains(wording.toLower()); });
    });
}

// The text of a hit as the rules word it, without the marks around the words found.
QString plainSnippet(const rulesdb::SearchHit &hit)
{
    return QString(hit.snippet).remove(rulesdb::kSnippetOpen).remove(rulesdb::kSnippetClose);
}

// "layer 7", "L7", "layer 7b": the rule of that layer (613.1g "Layer 7: …"), or where a
// layer has sublayers, the rule that lists them (613.4, whose subrules are "Layer 7a" to
// "Layer 7d"); a sublayer its own rule (613.4b). Found by the words the rules begin them
// with, not by number: 613 has been renumbered before.
std::optional<Target> layerRule(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition, const QString &text)
{
    static const QRegularExpression layer(QStringLiteral("^(?:layer|l)\\s*(\\d)([a-d]?)$"),
                                          QRegularExpression::CaseInsensitiveOption);
    const auto m = layer.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    rulesdb::SearchOptions options = lookupSearchOptions(edition);
    options.someWords = false;
    // The rule that begins "Layer 7b:" ("7b" is a word of its own, found as such).
    const auto ruleStarting = [&](const QString &start) -> std::optional<rulesdb::RuleNumber> {
        for (const rulesdb::SearchHit &hit : store.search(start, options))
            if (hit.in == rulesdb::TextPlace::RuleText && plainSnippet(hit).startsWith(start + u':', Qt::CaseInsensitive))
                return rulesdb::RuleNumber::parse(hit.number);
        return std::nullopt;
    };
    const QString asked = QStringLiteral("Layer ") + m.captured(1) + m.captured(2).toLower();
    std::optional<rulesdb::RuleNumber> found;
    if (m.captured(2).isEmpty()) {
        if (const auto firstSublayer = ruleStarting(asked + u'a'))
            found = firstSublayer->parent(); // the rule that lists the sublayers
    }
    if (!found)
        found = ruleStarting(asked);
    return found ? std::optional<Target>(Target{Target::Rule, found->toString()}) : std::nullopt;
}

std::optional<Target> targetOf(const rulesdb::SearchHit &hit)
{
    if (hit.in == rulesdb::TextPlace::Glossary)
        return Target{Target::Glossary, hit.number};
    return Target{Target::Rule, hit.number}; // a rule's text or one of its examples
}

std::optional<Target> resolveLookupOnce(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                                        const QString &typed, bool correct);

} // namespace

rulesdb::SearchOptions lookupSearchOptions(const rulesdb::EditionInfo &edition)
{
    rulesdb::SearchOptions options;
    options.editionId = edition.id;
    options.limit = kSearchResults;
    return options;
}

std::optional<rulesdb::RuleNumber> parseTypedNumber(const QString &typed)
{
    QString text = typed.trimmed();
    if (auto n = rulesdb::RuleNumber::parse(text))
        return n;
    // A decimal comma, as judges who write one type it: "702,19b".
    static const QRegularExpression decimalComma(QStringLiteral("^(\\d{1,3}),(\\d)"));
    text.replace(decimalComma, QStringLiteral("\\1.\\2"));
    if (auto n = rulesdb::RuleNumber::parse(text))
        return n;
    // A heading is always three digits, so the dot can be put back unambiguously.
    static const QRegularExpression compact(QStringLiteral("^(\\d{3})(\\d+)\\s*([A-Za-z]*)\\.?$"));
    const auto m = compact.match(text);
    if (!m.hasMatch())
        return std::nullopt;
    return rulesdb::RuleNumber::parse(m.captured(1) + u'.' + m.captured(2) + m.captured(3));
}

std::optional<Target> resolveLookup(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                                    const QString &typed)
{
    return resolveLookupOnce(store, edition, typed, true);
}

namespace {

std::optional<Target> resolveLookupOnce(rulesdb::RulesStore &store, const rulesdb::EditionInfo &edition,
                                        const QString &typed, bool correct)
{
    const QString text = typed.trimmed();
    if (text.isEmpty())
        return std::nullopt;
    if (const auto number = parseTypedNumber(text))
        return Target{Target::Rule, number->toString()};
    // "702.19 Trample", as the completion list shows it: the number is what counts.
    if (const auto first = parseTypedNumber(text.section(u' ', 0, 0)))
        return Target{Target::Rule, first->toString()};
    if (const auto cited = citedNumber(text))
        return Target{Target::Rule, cited->toString()};

    rulesdb::SearchOptions options;
    options.editionId = edition.id;
    options.limit = 1;
    options.someWords = false; // a name is all its words
    // Only a hit that is the name itself counts; any other text match is a search result,
    // not the thing the user named.
    if (const auto hits = store.search(text, options); !hits.empty()) {
        const rulesdb::SearchHit &hit = hits.front();
        if (hit.in == rulesdb::TextPlace::Glossary && hit.number.compare(text, Qt::CaseInsensitive) == 0)
            return Target{Target::Glossary, hit.number};
        if (hit.in == rulesdb::TextPlace::RuleText && plainSnippet(hit).compare(text, Qt::CaseInsensitive) == 0)
            return Target{Target::Rule, hit.number};
    }
    if (const auto layered = layerRule(store, edition, text))
        return layered;
    // Shorthand opens what the search panel lists first for it when that has its words, as a
    // keyword opens its rule; the tournament policy's ("GRV", "FtMGS") the section whose title
    // it stands for.
    if (isShorthand(text)) {
        const auto answers = store.search(text, lookupSearchOptions(edition));
        if (!answers.empty() && answers.front().missing.isEmpty())
            return targetOf(answers.front());
        rulesdb::SearchOptions policy;
        policy.limit = 1;
        if (const auto sections = store.searchSections(text, std::nullopt, policy);
            !sections.empty() && sections.front().missing.isEmpty() && titleSpellsOut(sections.front().title, text))
            return Target{Target::Section, sections.front().number, sections.front().document, sections.front().edition};
        // Else it names nothing here ("DEC", an infraction of older guides): a question for
        // the search panel, not a rule with some of its words opened as if it were the answer.
    }
    // A misspelt name ("deathtuch"): the name it was corrected to, when that names something.
    if (correct) {
        const QString meant = store.didYouMean(text, lookupSearchOptions(edition));
        if (!meant.isEmpty() && meant.compare(text, Qt::CaseInsensitive) != 0)
            return resolveLookupOnce(store, edition, meant, false);
    }
    return std::nullopt;
}

} // namespace

} // namespace gui
