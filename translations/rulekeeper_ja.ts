<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>gui</name>
    <message>
        <location filename="../app/gui/bundleddatabase.cpp" line="20"/>
        <source>Cannot create %1 from the bundled sample database.</source>
        <translation>付属のサンプルデータベースから %1 を作成できません。</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="17"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="20"/>
        <source>Lookup</source>
        <translation>検索</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="22"/>
        <source>Edition </source>
        <translation>版 </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="28"/>
        <source>Rule number, e.g. 702.19b  (Ctrl+L)</source>
        <translation>ルール番号（例: 702.19b）  (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="38"/>
        <source>Look up a rule</source>
        <translation>ルールを引く</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="39"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/mainwindow.cpp" line="55"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%1 に %n 版</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="58"/>
        <source>This database has no editions yet. Import one with rulekeeper-cli import FILE.</source>
        <translation>このデータベースにはまだ版がありません。rulekeeper-cli import ファイル で取り込んでください。</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="60"/>
        <source>Type a rule number (Ctrl+L) and press Enter.</source>
        <translation>ルール番号を入力して (Ctrl+L) Enter を押してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="62"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>ルールデータベースを開けません:
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="120"/>
        <source>&quot;%1&quot; is not a rule number</source>
        <translation>「%1」はルール番号ではありません</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="126"/>
        <source>Rule %1 is not in the %2 edition</source>
        <translation>ルール %1 は %2 版にありません</translation>
    </message>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="132"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="69"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>総合ルール（%1 発効）</translation>
    </message>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="82"/>
        <source>Example: </source>
        <translation>例: </translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="21"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>マジック：ザ・ギャザリング総合ルールのリファレンス。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="25"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>データベースファイル（既定: RULEKEEPER_DB またはユーザーのデータフォルダー）。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="28"/>
        <source>Open at this rule.</source>
        <translation>このルールを開く。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="31"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>版の日付 (YYYY-MM-DD)。</translation>
    </message>
    <message>
        <location filename="../app/gui/main.cpp" line="35"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>ウィンドウの画像をこのファイルに保存して終了する。</translation>
    </message>
</context>
</TS>
