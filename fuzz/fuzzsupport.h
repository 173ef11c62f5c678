#pragma once
// What every fuzz target shares. An importer may refuse its input only with an
// ImportError: anything else that escapes (another exception, a crash, a sanitizer
// report) is a finding. What it returns must also hold up where it goes next, so the
// checks below are the ones the database and the app rely on.

#include "cards/carddata.h"
#include "edition.h"
#include "importerror.h"
#include "rulenumber.h"

#include <QDate>
#include <QString>
#include <cstddef>
#include <cstdint>
#include <cstdio>
#include <cstdlib>

namespace fuzz {

// The fuzzer's bytes as the text a decoder would hand over; bad UTF-8 becomes U+FFFD,
// as it would from a damaged file.
inline QString textOf(const uint8_t *data, size_t size)
{
    return QString::fromUtf8(reinterpret_cast<const char *>(data), qsizetype(size));
}

// Stops the run with a message: libFuzzer saves the input that broke the invariant.
[[noreturn]] inline void fail(const char *what, const QString &detail)
{
    std::fprintf(stderr, "fuzz invariant broken: %s: %s\n", what, qUtf8Printable(detail));
    std::abort();
}

// Runs the reader, accepting the one way it may refuse input.
template <typename Read>
void refusedOnlyByImportError(Read &&read)
{
    try {
        read();
    } catch (const importers::ImportError &) {
    }
}

// What the store checks before writing an edition (a rule number that does not parse
// fails the whole import), and what the date column holds.
inline void checkEdition(const rulesdb::EditionData &edition)
{
    for (const rulesdb::RuleEntry &r : edition.rules) {
        const auto n = rulesdb::RuleNumber::parse(r.number);
        if (!n)
            fail("a rule number that does not parse", r.number);
        if (n->toString() != r.number)
            fail("a rule number that is not normalised", r.number);
        if (!r.exampleSince.isEmpty() && r.exampleSince.size() != r.examples.size())
            fail("example dates that do not match the examples", r.number);
    }
    if (!edition.meta.date.isEmpty()
        && !QDate::fromString(edition.meta.date, QStringLiteral("yyyy-MM-dd")).isValid())
        fail("an edition date that is not YYYY-MM-DD", edition.meta.date);
}

// A policy document's edition as the store writes it: sections only, each with a title or
// a number (what the contents and lookups show), a level of 1 or 2, labelled parts.
inline void checkPolicyEdition(const rulesdb::EditionData &edition)
{
    checkEdition(edition);
    if (edition.meta.document == rulesdb::Document::CR)
        fail("a policy reader's edition that says it is the CR", edition.meta.sourceFile);
    if (!edition.rules.empty() || !edition.glossary.empty())
        fail("a policy document with numbered CR rules", edition.meta.sourceFile);
    for (const rulesdb::SectionEntry &s : edition.sections) {
        if (s.number.isEmpty() && s.title.isEmpty())
            fail("a section with neither a number nor a title", s.text.left(80));
        if (s.level != 1 && s.level != 2)
            fail("a section level other than 1 or 2", s.number);
        for (const rulesdb::SectionPart &p : s.parts)
            if (p.label.isEmpty())
                fail("a part without its label", s.number);
    }
}

// Cards as the card store takes them: each with a name and a face with a name, or (rulings
// given apart from their card) an oracle id and rulings only; dated rulings.
inline void checkCards(const std::vector<rulesdb::OracleCard> &cards)
{
    for (const rulesdb::OracleCard &c : cards) {
        if (c.name.isEmpty()) {
            if (c.oracleId.isEmpty() || !c.faces.empty())
                fail("a card without a name that is not rulings of an oracle id", c.oracleId);
            continue;
        }
        if (c.faces.empty())
            fail("a card without faces", c.name);
        for (const rulesdb::CardFace &f : c.faces)
            if (f.name.isEmpty())
                fail("a face without a name", c.name);
    }
}

} // namespace fuzz
