#pragma once
// Lineage: which rule of one edition became which rule of another. Rules are renumbered
// as others are inserted (608.2i → 608.2j), move between sections (701.35a → 111.10f),
// split and merge, and whole editions change typography only (2019-01-25 is an ASCII
// transliteration of its neighbours). The alignment is chosen over the whole edition:
//  1. equal wordings are paired (a same number first, then in rule order);
//  2. then wordings equal but for typography, then equal but for the numbers they cite;
//  3. the rest by text similarity: candidates from shared rare words anywhere in the
//     edition, both ways, then a stable pairing, the closest pairs first: no rule is given
//     to a weaker match while a clearly closer one is free or held by a weaker match;
//  4. what is left over is checked for splits (an old rule's words now in several new
//     rules) and merges (the reverse).
// A rule's examples are part of its wording here: a changed example is a change.

#include <QByteArray>
#include <QString>
#include <QStringList>
#include <QStringView>
#include <optional>
#include <vector>

namespace rulesdb {

// The alignment's version: a database stores the links it computed (RulesStore's
// lineage), and links stored by another version are computed again. A change to
// alignRules() that changes any answer needs a new version; so does a change to what a link
// holds (4: each change's word diff and the copy of a repeated number; 5: each linked rule's
// text and each pair's count of unchanged rules).
constexpr int kLineageVersion = 5;

enum class ChangeKind {
    Unchanged,
    Typography,   // the same words; only quotes, dashes, case, (TM), _italics_, lost apostrophes
    References,   // only the numbers of the rules it cites changed (because those moved)
    Modified,     // same number, new wording
    Moved,        // new number, same wording (up to typography and cited numbers)
    MovedModified,
    Split,        // one old rule into several new ones
    Merged,       // several old rules into one
    Added,
    Removed,
    FirstSeen,    // only in a rule's history: the first edition here that has it
};
// "unchanged", "typography", "references", "modified", "moved", "moved-modified", "split",
// "merged", "added", "removed", "first seen": the names the CLI, JSON and the stored lineage
// use.
QString changeKindName(ChangeKind kind);
// The kind of that name; nullopt for a name no kind has.
std::optional<ChangeKind> changeKindNamed(QStringView name);

struct AlignedRule {
    QString number; // normalised
    QString text;
    QStringList examples;
};

struct RuleChange {
    ChangeKind kind = ChangeKind::Unchanged;
    std::vector<int> older; // indices into the older edition's rules
    std::vector<int> newer; // indices into the newer edition's rules
    double similarity = 1;  // of the words, 0..1 (typography ignored)
};

struct AlignOptions {
    // An excerpt lacks most rules: what it does not contain is unknown, never added or
    // removed.
    bool olderIsExcerpt = false;
    bool newerIsExcerpt = false;
};

// Every rule of both editions appears in exactly one change (excerpts excepted: rules
// only the whole side has are left out). Changes come in the newer edition's order, then
// removed rules in the older one's.
std::vector<RuleChange> alignRules(const std::vector<AlignedRule> &older, const std::vector<AlignedRule> &newer,
                                   const AlignOptions &options = {});

// How alike two wordings are, 0..1: the overlap (Dice) of their words, typography folded.
double wordLikeness(const QString &a, const QString &b);

// How one wording of a rule differs from another at the same number, judged as the
// alignment judges a pair: Unchanged, Typography, References (only cited numbers) or
// Modified. For steps the alignment does not make (an excerpt's wording).
ChangeKind wordingChange(const QString &before, const QString &after);

// The words of a wording with typography folded away, spaces too: two wordings have the same
// key exactly when wordingChange() calls them Unchanged or Typography. What "in force since"
// compares, so that a copy that only swapped its quotes and dashes never dates a rule.
QString wordsKey(const QString &wording);

} // namespace rulesdb
