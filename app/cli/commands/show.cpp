// `show`: a rule with its text, examples, when its words took effect, the rule it is in, its
// subrules, what it cites and the card rulings that cite it (those of the rulings files, and
// the Oracle cards' rulings, newest first); or a section of a policy document.

#include "commands.h"
#include "context.h"

#include "output/jsonview.h"
#include "output/sectionview.h"
#include "output/sincetext.h"
#include "cards/cardlinks.h"
#include "rulesstore.h"
#include "search/ruleswords.h"

#include <QCommandLineParser>
#include <QDate>
#include <QJsonArray>
#include <QJsonObject>

namespace cli::commands {

namespace {

// `show` of a section of the MTR, the IPG or JAR, by number or title.
int showSection(Context &context, const QCommandLineParser &parser, const QCommandLineOption &asOf,
                rulesdb::Document document, const QString &typed)
{
    const QString name = rulesdb::documentTitle(document);
    if (typed.isEmpty())
        throw UsageError{QStringLiteral("show: expected a section number or title of the %1, e.g. show 2.1 --document %2")
                             .arg(name, rulesdb::documentName(document))};
    const QString language = parser.value(kLanguageOption);
    rulesdb::EditionInfo edition;
    QString asOfDate;
    if (parser.isSet(asOf)) {
        asOfDate = parser.value(asOf);
        if (!QDate::fromString(asOfDate, QStringLiteral("yyyy-MM-dd")).isValid())
            throw UsageError{QStringLiteral("show: --as-of %1 is not a date (YYYY-MM-DD)").arg(asOfDate)};
        if (parser.isSet(kEditionOption))
            throw UsageError{QStringLiteral("show: give --edition or --as-of, not both")};
        const auto inForce = context.store().editionAsOf(asOfDate, language, document);
        if (!inForce)
            throw UsageError{QStringLiteral("no edition of the %1 (%2) was in force on %3").arg(name, language, asOfDate)};
        edition = *inForce;
    } else {
        edition = context.resolveEdition(parser.value(kEditionOption), language, document);
    }
    const auto section = context.store().section(edition, typed);
    if (!section)
        throw UsageError{QStringLiteral("section %1 is not in the %2 %3 (%4) edition")
                             .arg(typed, name, edition.date, edition.language)};
    const auto subsections = subsectionsOf(context.store().sections(edition), *section);
    const auto since = context.store().sectionSince(edition, *section);
    if (context.json) {
        QJsonObject o = sectionJson(edition, *section, subsections);
        if (since)
            addTextSince(o, *since);
        if (!asOfDate.isEmpty())
            o.insert(QStringLiteral("as_of"), asOfDate);
        writeJson(context.out, o);
        return 0;
    }
    // When its words took effect, under its text and before the sections it holds.
    context.out << sectionText(edition, *section, subsections, since ? sinceLines(*since, edition.language) : QString());
    return 0;
}

} // namespace

int runShow(Context &context, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption asOf(QStringLiteral("as-of"),
                                  QStringLiteral("Rules in force on this date."),
                                  QStringLiteral("date"));
    parser.addOptions({kEditionOption, kLanguageOption, asOf, kDocumentOption});
    parseCommand(parser, QStringLiteral("show"), args, context);
    const QString numberText = joinedPositionals(parser);
    if (const auto document = *documentOption(parser, QStringLiteral("show"), false); document != rulesdb::Document::CR)
        return showSection(context, parser, asOf, document, numberText);
    if (numberText.isEmpty())
        throw UsageError{QStringLiteral("show: expected a rule number, e.g. show 702.33a")};
    const rulesdb::RuleNumber number = parseNumber(numberText);
    const QString language = parser.value(kLanguageOption);

    std::optional<rulesdb::RuleDetail> rule;
    QString asOfDate;
    if (parser.isSet(asOf)) {
        asOfDate = parser.value(asOf);
        if (!QDate::fromString(asOfDate, QStringLiteral("yyyy-MM-dd")).isValid())
            throw UsageError{QStringLiteral("show: --as-of %1 is not a date (YYYY-MM-DD)").arg(asOfDate)};
        if (parser.isSet(kEditionOption))
            throw UsageError{QStringLiteral("show: give --edition or --as-of, not both")};
        rule = context.store().ruleAsOf(number, asOfDate, language);
        if (!rule) {
            const auto inForce = context.store().editionAsOf(asOfDate, language);
            throw UsageError{inForce ? QStringLiteral("rule %1 was not in force on %2 (the %3 edition has no such rule)")
                                           .arg(number.toString(), asOfDate, inForce->date)
                                     : QStringLiteral("no edition (%1) was in force on %2").arg(language, asOfDate)};
        }
    } else {
        const rulesdb::EditionInfo edition = context.resolveEdition(parser.value(kEditionOption), language);
        rule = context.store().rule(edition, number);
        if (!rule)
            throw UsageError{QStringLiteral("rule %1 is not in the %2 (%3) edition")
                                 .arg(number.toString(), edition.date, edition.language)};
    }
    const rulesdb::EditionInfo &edition = rule->edition;
    const auto since = context.store().textSince(edition, number);
    const auto rulings = context.store().cardRulings(edition, number);
    // The Oracle cards' rulings citing it, when the database holds cards.
    rulesdb::CardStore cards(context.store());
    const bool outline = number.kind() == rulesdb::RuleKind::Section || number.kind() == rulesdb::RuleKind::Heading;
    const std::vector<rulesdb::CitingRuling> citing =
        outline ? std::vector<rulesdb::CitingRuling>{}
                : rulesdb::rulingsForRulePage(cards, edition, rule->rule.number);
    if (context.json) {
        QJsonObject o = ruleJson(*rule);
        if (since)
            addTextSince(o, *since);
        QJsonArray rulingsJson;
        for (const auto &r : rulings)
            rulingsJson.append(cardRulingJson(r));
        o.insert(QStringLiteral("card_rulings"), rulingsJson);
        QJsonArray citingJson;
        for (const auto &r : citing)
            citingJson.append(QJsonObject{{QStringLiteral("card"), r.card},
                                          {QStringLiteral("date"), r.date},
                                          {QStringLiteral("text"), r.text},
                                          {QStringLiteral("source"), r.source},
                                          {QStringLiteral("cites"), r.cited}});
        o.insert(QStringLiteral("oracle_rulings"), citingJson);
        if (!asOfDate.isEmpty())
            o.insert(QStringLiteral("as_of"), asOfDate);
        writeJson(context.out, o);
        return 0;
    }
    context.out << rule->rule.number << QStringLiteral("  (CR ") << edition.date << u' ' << edition.language
          << (asOfDate.isEmpty() ? QString() : QStringLiteral(", the text in force on ") + asOfDate)
          << QStringLiteral(")\n");
    context.out << indent(plain(rule->rule.text), QStringLiteral("  "));
    // A translation's examples open with its own words ("例如："), as its text was printed.
    const QString &exampleLabel = rulesdb::rulesWords(edition.language).example;
    for (const QString &ex : rule->rule.examples)
        context.out << indent(exampleLabel + plain(ex), QStringLiteral("    "));
    if (rule->rule.truncated)
        context.out << QStringLiteral("  [incomplete: the source cut this rule off; the text above is only its start]\n");
    if (since)
        context.out << sinceLines(*since, edition.language);
    if (rule->parent)
        context.out << QStringLiteral("\nIn: ") << rule->parent->number << u' '
              << plain(rule->parent->text.section(u'\n', 0, 0)) << u'\n';
    if (!rule->subrules.empty()) {
        context.out << u'\n';
        for (const auto &s : rule->subrules) {
            context.out << s.number << u' ' << plain(s.text) << u'\n';
            for (const QString &ex : s.examples)
                context.out << indent(exampleLabel + plain(ex), QStringLiteral("    "));
            if (s.truncated)
                context.out << QStringLiteral("    [incomplete: cut off in the source]\n");
        }
    }
    if (!rule->refs.empty()) {
        QStringList cites;
        for (const auto &c : rule->refs)
            cites << c.target + (c.exists ? QString()
                                 : (edition.flags & rulesdb::FlagPartial) ? QStringLiteral(" (not in this excerpt)")
                                                                          : QStringLiteral(" (missing)"));
        cites.removeDuplicates();
        context.out << QStringLiteral("\nCites: ") << cites.join(QStringLiteral(", ")) << u'\n';
    }
    if (!rulings.empty()) {
        context.out << QStringLiteral("\nCard rulings (%1):\n").arg(rulings.size());
        for (const auto &r : rulings) {
            context.out << QStringLiteral("  %1  %2  [%3; %4]\n").arg(r.date, r.card, r.set, r.link);
            context.out << indent(plain(r.text), QStringLiteral("    "));
        }
    }
    if (!citing.empty()) {
        context.out << QStringLiteral("\nOracle rulings citing it (%1), newest first:\n").arg(citing.size());
        for (const auto &r : citing) {
            context.out << QStringLiteral("  %1  %2  [cites %3]\n").arg(r.date, r.card, r.cited);
            context.out << indent(plain(r.text), QStringLiteral("    "));
        }
    }
    return 0;
}

} // namespace cli::commands
