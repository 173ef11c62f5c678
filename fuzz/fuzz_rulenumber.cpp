// Rule numbers as people and sources write them. What parses must print, parse back and
// sort consistently, because the sort key is the database's index.
#include "fuzzsupport.h"

using rulesdb::RuleNumber;

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    const auto n = RuleNumber::parse(text);
    if (!n)
        return 0;
    const QString printed = n->toString();
    const auto again = RuleNumber::parse(printed);
    if (!again || *again != *n || again->sortKey() != n->sortKey())
        fuzz::fail("a number that does not parse back from its own text", printed);
    if (n->sortKey().contains(char(0xFF)))
        fuzz::fail("a sort key holding the store's range byte 0xFF", printed);
    for (auto p = n->parent(); p; p = p->parent()) {
        // Every key of a descendant starts with its ancestor's key: ranges rely on it.
        if (!(*p < *n) || !n->sortKey().startsWith(p->sortKey()))
            fuzz::fail("a number that does not sort after its parent", printed + u' ' + p->toString());
    }
    return 0;
}
