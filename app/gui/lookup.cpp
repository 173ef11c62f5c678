#include "lookup.h"

#include "references.h"

#include <QRegularExpression>

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
    const auto hits = store.search(text, options);
    if (hits.empty())
        return std::nullopt;
    const rulesdb::SearchHit &hit = hits.front();
    // Only a hit that is the name itself counts; any other text match is a search result,
    // not the thing the user named.
    if (hit.in == rulesdb::TextPlace::Glossary
        && hit.number.compare(text, Qt::CaseInsensitive) == 0)
        return Target{Target::Glossary, hit.number};
    if (hit.in == rulesdb::TextPlace::RuleText) {
        const QString named = QString(hit.snippet).remove(rulesdb::kSnippetOpen)
                                  .remove(rulesdb::kSnippetClose);
        if (named.compare(text, Qt::CaseInsensitive) == 0)
            return Target{Target::Rule, hit.number};
    }
    return std::nullopt;
}

} // namespace gui
