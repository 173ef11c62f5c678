#include "cards/cardsdocument.h"

#include "cards/cardcontents.h"
#include "cards/cardpage.h"
#include "cards/cardlinks.h"
#include "cards/cardrules.h"
#include "text/worddiff.h"

namespace gui {

CardsDocument::CardsDocument(rulesdb::RulesStore &store) : m_store(store), m_cards(store) {}

QString CardsDocument::pickerLabel()
{
    return tr("Cards");
}

std::vector<rulesdb::EditionInfo> CardsDocument::snapshots()
{
    return m_cards.snapshots();
}

std::optional<QString> CardsDocument::cardNamed(const QString &typed, QStringList *closest, bool *laterWord)
{
    const rulesdb::CardLookup found = m_cards.find(typed);
    if (laterWord)
        *laterWord = found.laterWord;
    if (found.card)
        if (const auto card = m_cards.card(*found.card))
            return card->name;
    if (closest)
        *closest = found.closest;
    return std::nullopt;
}

QStringList CardsDocument::namesOffered(const QString &typed, int limit)
{
    QStringList names = m_cards.complete(typed, limit);
    if (names.size() >= limit)
        return names;
    for (const QString &name : m_cards.completeInside(typed, limit))
        if (!names.contains(name) && names.size() < limit)
            names << name;
    return names;
}

QString CardsDocument::firstName()
{
    return m_cards.firstName();
}

std::optional<ShownPage> CardsDocument::open(const QString &name, const QString &snapshotDate,
                                             const std::optional<rulesdb::EditionInfo> &rulesEdition, QString *problem)
{
    const std::vector<rulesdb::EditionInfo> all = m_cards.snapshots();
    // The snapshot asked for, else the newest: the pickers show it.
    const rulesdb::EditionInfo *snapshot = all.empty() ? nullptr : &all.back();
    for (const auto &s : all)
        if (s.date == snapshotDate)
            snapshot = &s;
    if (!snapshot) {
        *problem = tr("This database holds no cards: import a card file (MTGJSON, Scryfall or Cockatrice) to read them.");
        return std::nullopt;
    }
    const rulesdb::CardLookup found = m_cards.find(name);
    const auto card = found.card ? m_cards.card(*found.card, snapshot->date) : std::nullopt;
    if (!card) {
        *problem = found.card ? tr("No card snapshot up to %1 holds “%2”.").arg(snapshot->date, name)
                   : found.closest.isEmpty()
                       ? tr("No card is named “%1”.").arg(name)
                       : tr("No card is named “%1”. Closest: %2.").arg(name, found.closest.join(QStringLiteral("; ")));
        return std::nullopt;
    }
    CardPage page{*card, {}, *snapshot, {}, rulesEdition};
    // The words each snapshot up to then gave it, where they changed (Lotus Bloom's 2022
    // and 2025 texts), newest first.
    std::vector<CardWording> wordings;
    for (const rulesdb::CardStep &step : m_cards.history(*found.card)) {
        if (step.snapshot > snapshot->date)
            break;
        if (!wordings.empty() && wordings.back().faces == step.faces)
            continue; // stored again for its layout or keywords: the same words
        if (!wordings.empty())
            wordings.back().until = step.snapshot;
        wordings.push_back({step.snapshot, {}, step.faces});
    }
    if (wordings.size() > 1)
        page.earlier.assign(wordings.rbegin() + 1, wordings.rend());
    if (rulesEdition) {
        page.keywords = keywordsOf(*rulesEdition);
        page.rules = page.keywords->invokedBy(*card);
        page.cardNames = cardNamesFor(*rulesEdition);
    }

    ShownPage shown;
    // The pickers show the snapshot chosen; none chosen, the one the text is read from.
    shown.edition = *snapshot;
    if (snapshotDate.isEmpty())
        for (const auto &s : all)
            if (s.date == card->snapshot)
                shown.edition = s;
    shown.windowTitle = tr("%1 — Rulekeeper").arg(card->name);
    shown.lookupText = card->name;
    QStringList faces;
    for (const rulesdb::CardFace &face : card->faces)
        faces << face.text;
    shown.citation = tr("%1 (Oracle text as of %2): %3")
                         .arg(card->name, card->snapshot, faces.join(QStringLiteral(" // ")).replace(u'\n', u' '));
    shown.printTitle = tr("%1 (Oracle text as of %2)").arg(card->name, card->snapshot);
    shown.besideMessage = tr("Cards are read in English only: nothing is shown beside them. Rules are, by number.");
    shown.page = std::make_shared<CardPageView>(std::move(page));
    if (m_contents) {
        listCardsOf(shown.edition.date);
        m_contents->selectCard(card->name);
        shown.contents = m_contents;
    }
    return shown;
}

QWidget *CardsDocument::contentsPanel(std::function<void(const QString &)> open)
{
    if (!m_contents)
        m_contents = new CardContents(std::move(open));
    return m_contents;
}

void CardsDocument::listCardsOf(const QString &snapshot)
{
    // A new snapshot of the same date adds cards: the count of cards is part of the key.
    qint64 cards = 0;
    const std::vector<rulesdb::EditionInfo> all = m_cards.snapshots();
    for (const rulesdb::EditionInfo &e : all)
        cards += e.rules;
    const QString key = snapshot + u'/' + QString::number(all.size()) + u'/' + QString::number(cards);
    if (key == m_listed)
        return;
    m_contents->setCards(m_cards.listing(snapshot));
    m_listed = key;
}

std::vector<rulesdb::HistoryEntry> CardsDocument::historyOf(const QString &name)
{
    const rulesdb::CardLookup found = m_cards.find(name);
    if (!found.card)
        return {};
    const auto card = m_cards.card(*found.card);
    std::vector<rulesdb::HistoryEntry> steps;
    for (const rulesdb::CardStep &step : m_cards.history(*found.card)) {
        rulesdb::HistoryEntry entry;
        entry.edition = step.snapshot;
        entry.number = card ? card->name : name;
        entry.text = rulesdb::cardOracleText(step.faces);
        // A snapshot that stored the card again for its layout or keywords, not its words,
        // is no step of its wording.
        if (!steps.empty() && steps.back().text == entry.text)
            continue;
        entry.change = steps.empty() ? rulesdb::ChangeKind::FirstSeen : rulesdb::ChangeKind::Modified;
        if (!steps.empty())
            entry.diff = rulesdb::renderPlainDiff(rulesdb::wordDiff(steps.back().text, entry.text));
        steps.push_back(std::move(entry));
    }
    return steps;
}

std::shared_ptr<const rulesdb::KeywordRules> CardsDocument::keywordsOf(const rulesdb::EditionInfo &crEdition)
{
    // Read once per edition: a card page after another reads no titles again. An edition
    // removed and another imported may take its id: its file's digest tells them apart.
    const QString key = QString::number(crEdition.id) + u'/' + crEdition.sha256;
    if (!m_keywords || m_keywordsEdition != key) {
        m_keywords = std::make_shared<const rulesdb::KeywordRules>(m_store, crEdition);
        m_keywordsEdition = key;
    }
    return m_keywords;
}

std::shared_ptr<const rulesdb::CardMentionFinder> CardsDocument::cardNamesFor(const rulesdb::EditionInfo &crEdition)
{
    const QString snapshot = m_cards.snapshotInForce(crEdition.date);
    if (snapshot.isEmpty())
        return nullptr;
    // A new snapshot of the same date adds names: its count of cards is part of the key.
    const std::vector<rulesdb::EditionInfo> all = m_cards.snapshots();
    qint64 cards = 0;
    for (const rulesdb::EditionInfo &e : all)
        cards += e.rules;
    const QString key = snapshot + u'/' + QString::number(all.size()) + u'/' + QString::number(cards);
    if (!m_names || m_namesEdition != crEdition.id || m_namesSnapshot != key) {
        m_names = std::make_shared<const rulesdb::CardMentionFinder>(
            rulesdb::cardMentionFinderFor(m_store, m_cards, crEdition));
        m_namesEdition = crEdition.id;
        m_namesSnapshot = key;
    }
    return m_names->isEmpty() ? nullptr : m_names;
}

void CardsDocument::linkRulePage(RulePage &page, const rulesdb::EditionInfo &crEdition)
{
    page.cardNames = cardNamesFor(crEdition);
    if (!page.cardNames)
        return;
    const auto number = rulesdb::RuleNumber::parse(page.detail.rule.number);
    const bool outline = !number || number->kind() == rulesdb::RuleKind::Section
                         || number->kind() == rulesdb::RuleKind::Heading;
    if (!outline)
        page.oracleRulings = rulesdb::rulingsForRulePage(m_cards, crEdition, page.detail.rule.number);
}

QString CardsDocument::oracleTextOf(const QString &name, const QString &date)
{
    const rulesdb::CardLookup found = m_cards.find(name);
    if (!found.card)
        return {};
    const QString snapshot = date.isEmpty() ? QString() : m_cards.snapshotInForce(date);
    auto card = m_cards.card(*found.card, snapshot);
    if (!card)
        card = m_cards.card(*found.card); // known only from a later snapshot
    if (!card)
        return {};
    return rulesdb::cardOracleText(card->faces) + u'\n' + tr("Oracle text as of %1").arg(card->snapshot);
}

} // namespace gui
