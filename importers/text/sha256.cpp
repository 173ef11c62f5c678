#include "sha256.h"

#include <QCryptographicHash>
#include <QLibrary>
#include <openssl/evp.h>

namespace importers {

namespace {

// OpenSSL's one-shot digest, resolved from libcrypto at first use.
struct OpenSslDigest {
    using Digest = int (*)(const void *, size_t, unsigned char *, unsigned int *, const EVP_MD *, ENGINE *);
    using Sha256 = const EVP_MD *(*)();
    Digest digest = nullptr;
    Sha256 sha256 = nullptr;

    OpenSslDigest()
    {
        QLibrary crypto(QStringLiteral("crypto"), 3);
        if (!crypto.load())
            return;
        digest = reinterpret_cast<Digest>(crypto.resolve("EVP_Digest"));
        sha256 = reinterpret_cast<Sha256>(crypto.resolve("EVP_sha256"));
        if (!digest || !sha256)
            digest = nullptr;
        // Never unloaded: the functions stay in use for the life of the process.
    }
};

const OpenSslDigest &openSsl()
{
    static const OpenSslDigest loaded;
    return loaded;
}

} // namespace

QByteArray sha256Hex(QByteArrayView bytes)
{
    const OpenSslDigest &ssl = openSsl();
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (ssl.digest && ssl.digest(bytes.data(), size_t(bytes.size()), digest, &length, ssl.sha256(), nullptr) == 1)
        return QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex();
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

} // namespace importers
