// `card`: one Oracle card as it read on a date (the newest snapshot by default): its faces,
// rulings (with the rule numbers each cites), sets, and the rules of the CR edition in force
// that its keywords invoke.

#include "commands.h"
#include "context.h"

#include "cards/cardlinks.h"
#include "cards/cardrules.h"
#include "cards/cardstore.h"
#include "rulesstore.h"

#include <QCommandLineParser>
#include <QDate>
#include <QJsonArray>
#include <QJsonObject>

namespace cli::commands {

namespace {

QJsonObject cardJson(const rulesdb::StoredCard &card, const std::vector<rulesdb::RuleHeadline> &rules,
                     const std::optional<rulesdb::EditionInfo> &cr, const QString &nickname)
{
    QJsonArray faces, rulings, sets, invoked;
    for (const auto &face : card.faces)
        faces.append(rulesdb::cardFaceJson(face));
    for (const auto &r : card.rulings)
        rulings.append(QJsonObject{{QStringLiteral("date"), r.date},
                                   {QStringLiteral("text"), r.text},
                                   {QStringLiteral("source"), r.source},
                                   {QStringLiteral("rules_cited"), QJsonArray::fromStringList(rulesdb::rulesCitedBy(r.text))}});
    for (const auto &rule : rules)
        invoked.append(QJsonObject{{QStringLiteral("number"), rule.number}, {QStringLiteral("title"), rule.title}});
    for (const auto &s : card.sets)
        sets.append(QJsonObject{{QStringLiteral("code"), s.code}, {QStringLiteral("name"), s.name},
                                {QStringLiteral("released"), s.released}});
    QJsonObject o{{QStringLiteral("name"), card.name},
                  {QStringLiteral("layout"), card.layout},
                  {QStringLiteral("kind"), rulesdb::cardKindName(card.kind)},
                  {QStringLiteral("faces"), faces},
                  {QStringLiteral("rulings"), rulings},
                  {QStringLiteral("rules"), invoked},
                  {QStringLiteral("snapshot"), card.snapshot},
                  {QStringLiteral("sets"), sets}};
    if (!card.oracleId.isEmpty())
        o.insert(QStringLiteral("oracle_id"), card.oracleId);
    if (cr)
        o.insert(QStringLiteral("rules_edition"), cr->date);
    if (!nickname.isEmpty())
        o.insert(QStringLiteral("nickname"), nickname); // the judges' nickname typed ("Goyf")
    return o;
}

QString cardText(const rulesdb::StoredCard &card, const std::vector<rulesdb::RuleHeadline> &rules,
                 const std::optional<rulesdb::EditionInfo> &cr, const QString &nickname)
{
    QString out;
    for (size_t i = 0; i < card.faces.size(); ++i) {
        const rulesdb::CardFace &face = card.faces[i];
        if (i > 0)
            out += QStringLiteral("  //\n");
        out += face.name + (face.manaCost.isEmpty() ? QString() : QStringLiteral("  ") + face.manaCost) + u'\n';
        if (!face.typeLine.isEmpty())
            out += face.typeLine + u'\n';
        if (!face.text.isEmpty())
            out += indent(face.text, QStringLiteral("  ")) + u'\n';
        if (!face.power.isEmpty() || !face.toughness.isEmpty())
            out += face.power + u'/' + face.toughness + u'\n';
        if (!face.loyalty.isEmpty())
            out += QStringLiteral("Loyalty %1\n").arg(face.loyalty);
        if (!face.defense.isEmpty())
            out += QStringLiteral("Defense %1\n").arg(face.defense);
    }
    out += QStringLiteral("(%1%2; Oracle text as of %3)\n")
               .arg(card.layout.isEmpty() ? QStringLiteral("layout unknown") : card.layout,
                    card.kind == rulesdb::CardKind::Paper ? QString() : QStringLiteral(", ") + rulesdb::cardKindName(card.kind),
                    card.snapshot);
    if (!nickname.isEmpty())
        out += QStringLiteral("(found by its nickname \"%1\")\n").arg(nickname);
    if (!rules.empty()) {
        out += QStringLiteral("\nRules (CR %1):\n").arg(cr->date);
        for (const auto &rule : rules)
            out += QStringLiteral("  %1 %2\n").arg(rule.number, rule.title);
    }
    if (!card.rulings.empty()) {
        out += QStringLiteral("\nRulings:\n");
        for (const auto &r : card.rulings)
            out += QStringLiteral("  %1%2  %3\n")
                       .arg(r.date, r.source == u"wotc" ? QString() : QStringLiteral(" (%1 note)").arg(r.source),
                            r.text.trimmed().replace(u'\n', QStringLiteral("\n    ")));
    }
    if (!card.sets.empty()) {
        QStringList codes;
        for (const auto &s : card.sets)
            codes << s.code;
        out += QStringLiteral("\nSets: %1\n").arg(codes.join(QStringLiteral(", ")));
    }
    return out;
}

} // namespace

int runCard(Context &context, const QStringList &args)
{
    QCommandLineParser parser;
    const QCommandLineOption asOf(QStringLiteral("as-of"), QStringLiteral("The card as it read on this date."),
                                  QStringLiteral("date"));
    parser.addOption(asOf);
    parseCommand(parser, QStringLiteral("card"), args, context);
    const QString typed = joinedPositionals(parser);
    if (typed.trimmed().isEmpty())
        throw UsageError{QStringLiteral("card: expected a card name")};
    const QString date = parser.value(asOf);
    if (!date.isEmpty() && !QDate::fromString(date, QStringLiteral("yyyy-MM-dd")).isValid())
        throw UsageError{QStringLiteral("card: --as-of %1 is not a date (YYYY-MM-DD)").arg(date)};

    rulesdb::CardStore cards(context.store());
    if (cards.snapshots().empty())
        throw UsageError{QStringLiteral("card: no cards yet: import a card file (MTGJSON, Scryfall or Cockatrice) "
                                        "with rulekeeper-cli import FILE")};
    const rulesdb::CardLookup found = cards.find(typed);
    const std::optional<rulesdb::StoredCard> card = found.card ? cards.card(*found.card, date) : std::nullopt;
    if (!card) {
        if (found.card)
            throw UsageError{QStringLiteral("card: no snapshot up to %1 holds %2").arg(date, typed)};
        throw UsageError{found.closest.isEmpty()
                             ? QStringLiteral("card: no card named \"%1\"").arg(typed)
                             : QStringLiteral("card: no card named \"%1\"; closest: %2")
                                   .arg(typed, found.closest.join(QStringLiteral("; ")))};
    }

    // The CR edition in force on that date (today's newest without one): its own titles
    // of 701.x and 702.x name the keywords.
    const auto editions = context.store().editions();
    const rulesdb::EditionInfo *cr = date.isEmpty() ? rulesdb::defaultEdition(editions, QStringLiteral("en"))
                                                    : rulesdb::editionInForce(editions, date, QStringLiteral("en"));
    const std::optional<rulesdb::EditionInfo> crEdition = cr ? std::optional(*cr) : std::nullopt;
    const std::vector<rulesdb::RuleHeadline> rules =
        crEdition ? rulesdb::rulesInvokedBy(context.store(), *crEdition, *card) : std::vector<rulesdb::RuleHeadline>{};

    if (context.json)
        writeJson(context.out, cardJson(*card, rules, crEdition, found.nickname));
    else
        context.out << cardText(*card, rules, crEdition, found.nickname);
    return 0;
}

} // namespace cli::commands
