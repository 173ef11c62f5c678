// Rule references in running text: the spans must lie within the text, in order, and
// every target must be a number the store can look up.
#include "fuzzsupport.h"
#include "references.h"

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size)
{
    const QString text = fuzz::textOf(data, size);
    qsizetype previousEnd = 0;
    for (const rulesdb::Reference &r : rulesdb::extractReferences(text)) {
        if (r.start < previousEnd || r.length <= 0 || r.start + r.length > text.size())
            fuzz::fail("a reference span outside the text or out of order", text.mid(r.start, r.length));
        previousEnd = r.start + r.length;
        if (r.targets.isEmpty())
            fuzz::fail("a reference without a target", text.mid(r.start, r.length));
        for (const QString &t : r.targets) {
            const auto n = rulesdb::RuleNumber::parse(t);
            if (!n || n->toString() != t)
                fuzz::fail("a reference target that is not a normalised number", t);
        }
    }
    return 0;
}
