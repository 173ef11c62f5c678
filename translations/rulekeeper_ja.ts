<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja">
<context>
    <name>gui</name>
    <message>
        <location filename="../app/gui/bundleddatabase.cpp" line="+20"/>
        <source>Cannot create %1 from the bundled sample database.</source>
        <translation>付属のサンプルデータベースから %1 を作成できません。</translation>
    </message>
</context>
<context>
    <name>gui::HelpDialog</name>
    <message>
        <location filename="../app/gui/helpdialog.cpp" line="+13"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type anywhere</source>
        <translation>どこでも入力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a lookup with what you type</source>
        <translation>入力した文字で検索を開始</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Enter</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look up; in search results, open the rule</source>
        <translation>検索する。検索結果ではルールを開く</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>下矢印</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the search box to its results</source>
        <translation>検索ボックスから結果へ移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse back / forward buttons</source>
        <translation>マウスの戻る／進むボタン</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back / Forward</source>
        <translation>戻る／進む</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keys</source>
        <translation>キー</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Does</source>
        <translation>動作</translation>
    </message>
</context>
<context>
    <name>gui::LookupCompleter</name>
    <message>
        <location filename="../app/gui/lookupcompleter.cpp" line="+58"/>
        <source>%1 — rule %2</source>
        <translation>%1 — ルール %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — glossary</source>
        <translation>%1 — 用語集</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/mainwindow.cpp" line="+43"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Lookup</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+106"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location line="-24"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%1 に %n 版</numerusform>
        </translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>進む(&amp;F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edition</source>
        <translation>版(&amp;E)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule number, keyword or glossary term, e.g. 702.19b or kicker  (Ctrl+L)</source>
        <translation>ルール番号、キーワード、用語集の語（例: 702.19b、kicker）  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search</source>
        <translation>全文検索</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>This database has no editions yet. Import one with rulekeeper-cli import FILE.</source>
        <translation>このデータベースにはまだ版がありません。rulekeeper-cli import ファイル で取り込んでください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter.</source>
        <translation>ルール番号、キーワード、用語集の語を入力し (Ctrl+L)、Enter キーを押してください。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Rules</source>
        <translation>ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look up a rule</source>
        <translation>ルールを検索(&amp;L)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the &amp;edition</source>
        <translation>版を選択(&amp;E)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy citation</source>
        <translation>引用をコピー(&amp;C)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Go</source>
        <translation>移動(&amp;G)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alt+Left</source>
        <translation>Alt+Left</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Alt+Right</source>
        <translation>Alt+Right</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Search the rules</source>
        <translation>ルールを全文検索(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Table of contents</source>
        <translation>目次(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>拡大(&amp;I)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal size</source>
        <translation>標準サイズ(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Nothing is named “%1”; searching the rules for it</source>
        <translation>「%1」という名前の項目はありません。ルールを全文検索します</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The glossary term “%1” is not in this edition (%2).</source>
        <translation>用語「%1」はこの版 (%2) の用語集にありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CR Glossary, %1 (effective %2): %3</source>
        <translation>CR 用語集「%1」（%2 発効）: %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Rule %1 is not in this edition (%2).</source>
        <translation>ルール %1 はこの版 (%2) にありません。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CR %1 (effective %2): %3</source>
        <translation>CR %1（%2 発効）: %3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Copied: %1</source>
        <translation>コピーしました: %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not in this edition.</source>
        <translation>%1 はこの版にありません。</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>ルールデータベースを開けません:
%1</translation>
    </message>
    <message>
        <location line="+185"/>
        <location line="+17"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/ruleview.cpp" line="+94"/>
        <source>Example:</source>
        <translation>例:</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>[incomplete: the source cut this rule off]</source>
        <translation>[不完全: 元の資料でこのルールが途中で切れています]</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Text in force since %1 (dated by its source)</source>
        <translation>この文言は %1 から有効（出典による日付）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text in force since %1</source>
        <translation>この文言は %1 から有効</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text in force since %1 or earlier (the oldest edition here)</source>
        <translation>この文言は %1 以前から有効（ここにある最古の版）</translation>
    </message>
    <message>
        <location line="+111"/>
        <location line="+72"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>総合ルール（%1 発効）</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Cited by:</source>
        <translation>参照元:</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (glossary)</source>
        <translation>%1（用語集）</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>カードの裁定 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Glossary</source>
        <translation>用語集</translation>
    </message>
</context>
<context>
    <name>gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/searchpanel.cpp" line="+26"/>
        <source>Search the rules  (Ctrl+F)</source>
        <translation>ルールを全文検索  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This edition</source>
        <translation>この版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All editions</source>
        <translation>すべての版</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Examples only</source>
        <translation>例のみ</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No rule matches “%1”.</source>
        <translation>「%1」に一致するルールはありません。</translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/snippetdelegate.cpp" line="+24"/>
        <source>%n editions, %1 to %2</source>
        <translation>
            <numerusform>%n 版（%1〜%2）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>example</source>
        <translation>例</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>glossary</source>
        <translation>用語集</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+34"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>マジック：ザ・ギャザリング総合ルールのリファレンス。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>データベースファイル（既定: RULEKEEPER_DB またはユーザーのデータフォルダー）。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open at this rule.</source>
        <translation>このルールを開く。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>版の日付 (YYYY-MM-DD)。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>ウィンドウの画像をこのファイルに保存して終了する。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the search panel with this query.</source>
        <translation>この語句で検索パネルを開く。</translation>
    </message>
</context>
</TS>
