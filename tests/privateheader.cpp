// Must not compile: the store's private headers (the SQLite layer, the schema, what the
// parts of RulesStore share) are not on rulesdb's public include path, so a program that
// links rulesdb, as the app and the importers do, cannot include them. CTest passes when the
// compiler reports the header missing (tests/CMakeLists.txt).
#include RULEKEEPER_PRIVATE_HEADER

int main()
{
    return 0;
}
