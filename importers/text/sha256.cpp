#include "sha256.h"

#include <QCryptographicHash>
#include <QIODevice>
#include <QLibrary>
#include <memory>
#include <openssl/evp.h>

namespace importers {

namespace {

// OpenSSL's digest functions, one-shot and piece by piece, resolved from libcrypto at first use.
struct OpenSslDigest {
    using Digest = int (*)(const void *, size_t, unsigned char *, unsigned int *, const EVP_MD *, ENGINE *);
    using Sha256 = const EVP_MD *(*)();
    using NewContext = EVP_MD_CTX *(*)();
    using FreeContext = void (*)(EVP_MD_CTX *);
    using Init = int (*)(EVP_MD_CTX *, const EVP_MD *, ENGINE *);
    using Update = int (*)(EVP_MD_CTX *, const void *, size_t);
    using Final = int (*)(EVP_MD_CTX *, unsigned char *, unsigned int *);
    Digest digest = nullptr;
    Sha256 sha256 = nullptr;
    NewContext newContext = nullptr;
    FreeContext freeContext = nullptr;
    Init init = nullptr;
    Update update = nullptr;
    Final final = nullptr;

    OpenSslDigest()
    {
        QLibrary crypto(QStringLiteral("crypto"), 3);
        if (!crypto.load())
            return;
        digest = reinterpret_cast<Digest>(crypto.resolve("EVP_Digest"));
        sha256 = reinterpret_cast<Sha256>(crypto.resolve("EVP_sha256"));
        newContext = reinterpret_cast<NewContext>(crypto.resolve("EVP_MD_CTX_new"));
        freeContext = reinterpret_cast<FreeContext>(crypto.resolve("EVP_MD_CTX_free"));
        init = reinterpret_cast<Init>(crypto.resolve("EVP_DigestInit_ex"));
        update = reinterpret_cast<Update>(crypto.resolve("EVP_DigestUpdate"));
        final = reinterpret_cast<Final>(crypto.resolve("EVP_DigestFinal_ex"));
        if (!digest || !sha256)
            digest = nullptr;
        if (!sha256 || !newContext || !freeContext || !init || !update || !final)
            newContext = nullptr;
        // Never unloaded: the functions stay in use for the life of the process.
    }
};

QByteArray hex(const unsigned char *digest, unsigned int length)
{
    return QByteArray(reinterpret_cast<const char *>(digest), int(length)).toHex();
}

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
        return hex(digest, length);
    return QCryptographicHash::hash(bytes, QCryptographicHash::Sha256).toHex();
}

QByteArray sha256Hex(QIODevice &device)
{
    const OpenSslDigest &ssl = openSsl();
    if (!ssl.newContext) {
        QCryptographicHash hash(QCryptographicHash::Sha256);
        return hash.addData(&device) ? hash.result().toHex() : QByteArray();
    }
    const std::unique_ptr<EVP_MD_CTX, OpenSslDigest::FreeContext> context(ssl.newContext(), ssl.freeContext);
    if (!context || ssl.init(context.get(), ssl.sha256(), nullptr) != 1)
        return {};
    QByteArray piece(1 << 20, Qt::Uninitialized);
    for (;;) {
        const qint64 read = device.read(piece.data(), piece.size());
        if (read < 0)
            return {};
        if (read == 0)
            break;
        if (ssl.update(context.get(), piece.constData(), size_t(read)) != 1)
            return {};
    }
    unsigned char digest[EVP_MAX_MD_SIZE];
    unsigned int length = 0;
    if (ssl.final(context.get(), digest, &length) != 1)
        return {};
    return hex(digest, length);
}

} // namespace importers
