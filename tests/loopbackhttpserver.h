#pragma once
// A small HTTP/1.1 server on the loopback interface for tests of what the app downloads:
// each path answers with a status, a content type and a body; a path may also stall after
// sending part of its body, as a slow or dead connection does.

#include <QHostAddress>
#include <QMap>
#include <QTcpServer>
#include <QTcpSocket>
#include <QUrl>

class LoopbackHttpServer : public QObject {
public:
    struct Response {
        int status = 200;
        QByteArray type = "text/plain";
        QByteArray body;
        bool stall = false; // send the headers and half the body, then nothing
    };

    LoopbackHttpServer()
    {
        m_server.listen(QHostAddress::LocalHost);
        QObject::connect(&m_server, &QTcpServer::newConnection, this, [this] {
            while (QTcpSocket *socket = m_server.nextPendingConnection())
                serve(socket);
        });
    }

    QUrl url(const QString &path) const
    {
        return QUrl(QStringLiteral("http://127.0.0.1:%1%2").arg(m_server.serverPort()).arg(path));
    }
    // `path` as it appears on the request line (percent-encoded).
    void answer(const QByteArray &path, const Response &response) { m_routes[path] = response; }
    QList<QByteArray> requested() const { return m_requested; }

private:
    void serve(QTcpSocket *socket)
    {
        auto buffer = std::make_shared<QByteArray>();
        QObject::connect(socket, &QTcpSocket::disconnected, socket, &QObject::deleteLater);
        QObject::connect(socket, &QTcpSocket::readyRead, socket, [this, socket, buffer] {
            *buffer += socket->readAll();
            if (!buffer->contains("\r\n\r\n"))
                return;
            const QList<QByteArray> requestLine = buffer->left(buffer->indexOf("\r\n")).split(' ');
            const QByteArray path = requestLine.value(1);
            m_requested << path;
            const Response r = m_routes.value(path, Response{404, "text/plain", "not found"});
            QByteArray head = "HTTP/1.1 " + QByteArray::number(r.status) + (r.status == 200 ? " OK" : " Error")
                              + "\r\nContent-Type: " + r.type + "\r\nContent-Length: "
                              + QByteArray::number(r.body.size()) + "\r\nConnection: close\r\n\r\n";
            socket->write(head);
            if (r.stall) {
                socket->write(r.body.left(r.body.size() / 2));
                return; // left open: the client waits for the rest
            }
            socket->write(r.body);
            socket->disconnectFromHost();
        });
    }

    QTcpServer m_server;
    QMap<QByteArray, Response> m_routes;
    QList<QByteArray> m_requested;
};
