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
    <message>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation type="vanished">このデータベースには %1（%2）がありません。読むにはインポートしてください。</translation>
    </message>
    <message>
        <source>No %1 here was in force on %2, the date of the rules read.</source>
        <translation type="vanished">読んでいるルールの日付 %2 に有効だった %1 はここにありません。</translation>
    </message>
    <message>
        <source>The %1 of %2 has no section “%3”.</source>
        <translation type="vanished">%2 の %1 にはセクション「%3」がありません。</translation>
    </message>
    <message>
        <source>%1, effective %2</source>
        <translation type="vanished">%1、%2 発効</translation>
    </message>
    <message>
        <source>Penalty</source>
        <translation type="vanished">ペナルティ</translation>
    </message>
    <message>
        <source>In this section</source>
        <translation type="vanished">このセクションの内容</translation>
    </message>
</context>
<context>
    <name>gui::AboutDialog</name>
    <message>
        <location filename="../app/gui/dialogs/aboutdialog.cpp" line="+38"/>
        <source>About Rulekeeper</source>
        <translation>Rulekeeper について</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Rulekeeper %1</source>
        <translation>Rulekeeper %1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>A rules reference for Magic: The Gathering judges, built with Qt %1.</source>
        <translation>マジック：ザ・ギャザリングのジャッジのためのルール参照ツール（Qt %1 で作成）。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Database: %1</source>
        <translation>データベース：%1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>The database holds no editions yet.</source>
        <translation>データベースにはまだ版がありません。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Newest edition of each document:</source>
        <translation>各文書の最新版：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1: %2</source>
        <translation>%1：%2</translation>
    </message>
</context>
<context>
    <name>gui::BookmarksPanel</name>
    <message>
        <location filename="../app/gui/panels/bookmarkspanel.cpp" line="+18"/>
        <source>Rule</source>
        <translation>ルール</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Edition</source>
        <translation>版</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note</source>
        <translation>メモ</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Edit &amp;note…</source>
        <translation>メモを編集(&amp;N)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;move</source>
        <translation>削除(&amp;M)</translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1 (glossary)</source>
        <translation>%1 (用語集)</translation>
    </message>
</context>
<context>
    <name>gui::CardContents</name>
    <message>
        <location filename="../app/gui/cards/cardcontents.cpp" line="+25"/>
        <source>Filter cards</source>
        <translation>カードを絞り込む</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Keeps the cards whose name holds these letters (accents and punctuation left out), or the card of a judges&apos; nickname</source>
        <translation>名前にこの文字を含むカード（アクセントと記号は無視）、またはジャッジが使う愛称のカードを残します</translation>
    </message>
</context>
<context>
    <name>gui::CardListModel</name>
    <message>
        <location filename="../app/gui/cards/cardlistmodel.cpp" line="+163"/>
        <source>%1  (%2)</source>
        <translation>%1  (%2)</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>%n card(s) under %1</source>
        <translation>
            <numerusform>%1 のカード %n 枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>%1 — an Alchemy card (digital only)</source>
        <translation>%1 — アルケミーのカード（デジタル専用）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — an Un-card (not for tournament play)</source>
        <translation>%1 — アンカード（大会では使用不可）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 — a token</source>
        <translation>%1 — トークン</translation>
    </message>
</context>
<context>
    <name>gui::CardPageView</name>
    <message>
        <location filename="../app/gui/cards/cardpage.cpp" line="+130"/>
        <source>An Alchemy card, rebalanced for digital play: not the paper card of that name.</source>
        <translation>デジタル版向けに調整されたアルケミーのカードです。同名の紙のカードではありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An Un-card or playtest card: not legal in sanctioned tournaments.</source>
        <translation>アンカードまたはプレイテスト・カードです。認定大会では使用できません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>A token.</source>
        <translation>トークンです。</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Wizards of the Coast ruling</source>
        <translation>ウィザーズ・オブ・ザ・コースト社の裁定</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scryfall note, not an official ruling</source>
        <translation>Scryfall の注記（公式の裁定ではありません）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 note, not an official ruling</source>
        <translation>%1 の注記（公式の裁定ではありません）</translation>
    </message>
    <message>
        <location line="+64"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Oracle text as of %1</source>
        <translation>%1 時点のオラクル・テキスト</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Loyalty %1</source>
        <translation>忠誠度 %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Defense %1</source>
        <translation>守備値 %1</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rules it invokes (Comprehensive Rules, effective %1)</source>
        <translation>関係するルール（総合ルール、%1 発効）</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>No rulings up to %1.</source>
        <translation>%1 までの裁定はありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+2"/>
        <source>Rulings (%n)</source>
        <translation>
            <numerusform>裁定（%n）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Earlier Oracle text</source>
        <translation>以前のオラクル・テキスト</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>From %1 until %2</source>
        <translation>%1 から %2 まで</translation>
    </message>
    <message>
        <location line="+18"/>
        <source>Sets</source>
        <translation>セット</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1（%2）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1, %2</source>
        <translation>%1、%2</translation>
    </message>
</context>
<context>
    <name>gui::CardsDocument</name>
    <message>
        <location filename="../app/gui/cards/cardsdocument.cpp" line="+15"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>This database holds no cards: import a card file (MTGJSON, Scryfall or Cockatrice) to read them.</source>
        <translation>このデータベースにはカードがありません。読むにはカードファイル（MTGJSON、Scryfall、Cockatrice）をインポートしてください。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No card snapshot up to %1 holds “%2”.</source>
        <translation>%1 までのカードのスナップショットに「%2」はありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No card is named “%1”.</source>
        <translation>「%1」という名前のカードはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card is named “%1”. Closest: %2.</source>
        <translation>「%1」という名前のカードはありません。近いもの: %2。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 (Oracle text as of %2): %3</source>
        <translation>%1（%2 時点のオラクル・テキスト）: %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 (Oracle text as of %2)</source>
        <translation>%1（%2 時点のオラクル・テキスト）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Cards are read in English only: nothing is shown beside them. Rules are, by number.</source>
        <translation>カードは英語のみです。横には何も表示しません。ルールは番号で並べて表示します。</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>Oracle text as of %1</source>
        <translation>%1 時点のオラクル・テキスト</translation>
    </message>
</context>
<context>
    <name>gui::Changes</name>
    <message>
        <location filename="../app/gui/diff/changetitles.cpp" line="+11"/>
        <source>first seen</source>
        <translation>初出</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>unchanged</source>
        <translation>変更なし</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>typography only</source>
        <translation>表記のみ</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>cited numbers renumbered</source>
        <translation>引用番号の変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>reworded</source>
        <translation>文言変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renumbered</source>
        <translation>番号変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>renumbered and reworded</source>
        <translation>番号と文言の変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>split</source>
        <translation>分割</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>merged</source>
        <translation>統合</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>added</source>
        <translation>追加</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>removed</source>
        <translation>削除</translation>
    </message>
</context>
<context>
    <name>gui::ComparePane</name>
    <message>
        <location filename="../app/gui/panels/comparepane.cpp" line="+18"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>Glossary entries are not shown side by side: their terms differ from one language to another. Rules are, by number.</source>
        <translation>用語集の項目は並べて表示しません。用語が言語ごとに異なるためです。ルールは番号で並べて表示します。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>The tournament documents (MTR, IPG, JAR) are kept in English only: nothing is shown beside them. Rules are, by number.</source>
        <translation>大会文書（MTR、IPG、JAR）は英語版のみです。横には何も表示されません。ルールは番号で表示されます。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>The rule in the other language cannot be read: %1</source>
        <translation>もう一方の言語のルールを読み込めません: %1</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>No other language has the %1 edition. Import a translation of it (Rules › Import) to read the two side by side.</source>
        <translation>%1 版は他の言語にありません。その翻訳を取り込む (ルール › 取り込み) と、二つを並べて読めます。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>Rule %1 is not in the %2 edition in this language (%3).</source>
        <translation>ルール %1 はこの言語 (%3) の %2 版にありません。</translation>
    </message>
</context>
<context>
    <name>gui::DiffDocument</name>
    <message>
        <location filename="../app/gui/diff/diffdocument.cpp" line="+192"/>
        <source>%1% of the words the same</source>
        <translation>単語の %1% が同じ</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Changes of the Oracle text from the cards as of %1 to the cards as of %2</source>
        <translation>%1 時点のカードから %2 時点のカードへのオラクル・テキストの変更</translation>
    </message>
    <message>
        <source>Comprehensive Rules: %1 → %2</source>
        <translation type="vanished">総合ルール: %1 → %2</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Changes from the edition effective %1 (%2) to the one effective %3 (%4)</source>
        <translation>%1 発効の版 (%2) から %3 発効の版 (%4) への変更</translation>
    </message>
</context>
<context>
    <name>gui::DiffModel</name>
    <message>
        <location filename="../app/gui/diff/diffmodel.cpp" line="+197"/>
        <source>Old</source>
        <translation>旧</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>New</source>
        <translation>新</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Change</source>
        <translation>変更</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text</source>
        <translation>本文</translation>
    </message>
</context>
<context>
    <name>gui::DiffView</name>
    <message>
        <location filename="../app/gui/diff/diffview.cpp" line="+83"/>
        <location line="+470"/>
        <source>Compare editions — Rulekeeper</source>
        <translation>版の比較 — Rulekeeper</translation>
    </message>
    <message>
        <location line="-459"/>
        <source>&amp;From</source>
        <translation>比較元(&amp;F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;to</source>
        <translation>比較先(&amp;T)</translation>
    </message>
    <message>
        <location line="+29"/>
        <location line="+414"/>
        <source>Filter: a rule number (702.1) or words  (Ctrl+F)</source>
        <translation>絞り込み: ルール番号 (702.1) または語句  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-413"/>
        <location line="+414"/>
        <source>Filter: a rule number or words  (Ctrl+F)</source>
        <translation>絞り込み: ルール番号または語句  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Filter: a section number or words  (Ctrl+F)</source>
        <translation>絞り込み: セクション番号または語句  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-418"/>
        <location line="+414"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Filter  (Ctrl+F)</source>
        <translation>絞り込み  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-422"/>
        <location line="+414"/>
        <location line="+4"/>
        <location line="+4"/>
        <source>Filter</source>
        <translation>絞り込み</translation>
    </message>
    <message>
        <location line="-388"/>
        <source>&amp;Side by side</source>
        <translation>並べて表示(&amp;S)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Inline</source>
        <translation>インライン(&amp;I)</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Words:</source>
        <translation>単語:</translation>
    </message>
    <message>
        <location line="+340"/>
        <source>Enter: show the rule in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Enter: メインウィンドウでルールを表示 · Ctrl+F: 絞り込み · Ctrl+P: 印刷 · Esc: 閉じる</translation>
    </message>
    <message>
        <location line="-293"/>
        <source>Print…</source>
        <translation>印刷…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Save as PDF…</source>
        <translation>PDF として保存…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+73"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+129"/>
        <source>Comparing…</source>
        <translation>比較しています…</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>Comparing %1 with %2…</source>
        <translation>%1 と %2 を比較しています…</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>These editions cannot be compared: %1</source>
        <translation>これらの版は比較できません: %1</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>%1 %2</source>
        <translation>%2 %1 件</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>%Ln change(s)</source>
        <translation>
            <numerusform>%Ln 件の変更</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%Ln rule(s) unchanged</source>
        <translation>
            <numerusform>変更なしのルール %Ln 件</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-1"/>
        <source>%Ln section(s) unchanged</source>
        <translation>
            <numerusform>変更なしの節 %Ln 件</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Filter: a section number (2.1) or words  (Ctrl+F)</source>
        <translation>フィルター: セクション番号（2.1）または語  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Enter: show the section in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Enter: メインウィンドウで節を表示 · Ctrl+F: 絞り込み · Ctrl+P: 印刷 · Esc: 閉じる</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Enter: show the card in the main window · Ctrl+F: filter · Ctrl+P: print · Esc: close</source>
        <translation>Enter: メインウィンドウでカードを表示 · Ctrl+F: 絞り込み · Ctrl+P: 印刷 · Esc: 閉じる</translation>
    </message>
    <message numerus="yes">
        <location line="+24"/>
        <source>%Ln card(s) unchanged</source>
        <translation>
            <numerusform>変更なしのカード %Ln 枚</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Filter: a card&apos;s name or words  (Ctrl+F)</source>
        <translation>絞り込み: カード名または語句  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Filter: a name or words  (Ctrl+F)</source>
        <translation>絞り込み: 名前または語句  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Compare card snapshots — Rulekeeper</source>
        <translation>カードのスナップショットの比較 — Rulekeeper</translation>
    </message>
    <message numerus="yes">
        <location line="+47"/>
        <source>%1 of %Ln change(s) listed</source>
        <translation>
            <numerusform>%Ln 件中 %1 件を表示</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%Ln change(s) listed</source>
        <translation>
            <numerusform>%Ln 件の変更を表示</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>No card changed from %1 to %2.</source>
        <translation>%1 から %2 までに変更されたカードはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No section changed from %1 to %2.</source>
        <translation>%1 から %2 までに変更された節はありません。</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>no snapshot up to then holds the card</source>
        <translation>この時点までのスナップショットにこのカードはありません</translation>
    </message>
    <message numerus="yes">
        <location line="+59"/>
        <source>%1 of %Ln change(s), chosen by %2</source>
        <translation>
            <numerusform>%Ln 件中 %1 件（%2 で選択）</numerusform>
        </translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Oracle text changes %1 to %2</source>
        <translation>%1 から %2 へのオラクル・テキストの変更</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1 changes %2 to %3</source>
        <translation>%2 から %3 への変更 %1 件</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>Still printing the report before this one…</source>
        <translation>前のレポートをまだ印刷しています…</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The report went to the printer.</source>
        <translation>レポートをプリンターに送りました。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Printing the report…</source>
        <translation>レポートを印刷しています…</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Writing %1…</source>
        <translation>%1 を書き込んでいます…</translation>
    </message>
    <message>
        <location line="-187"/>
        <source>All changes (%1)</source>
        <translation>すべての変更 (%1)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <location line="+40"/>
        <source>No rule changed from %1 to %2.</source>
        <translation>%1 から %2 までに変更されたルールはありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No change matches the filter.</source>
        <translation>絞り込みに一致する変更はありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Choose a change to see its words.</source>
        <translation>変更を選ぶと文言が表示されます。</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>not in this edition</source>
        <translation>この版にはありません</translation>
    </message>
    <message>
        <location line="+55"/>
        <source>“%1”</source>
        <translation>「%1」</translation>
    </message>
    <message>
        <source>Comprehensive Rules changes %1 to %2</source>
        <translation type="vanished">総合ルールの変更 %1〜%2</translation>
    </message>
    <message>
        <location line="-339"/>
        <source>%1 (%2) and %3 (%4) are in different languages: rules are compared by their words, so every rule would read as added or removed. Choose two editions of one language.</source>
        <translation>%1 (%2) と %3 (%4) は言語が異なります。規則は語句で比較されるため、すべての規則が追加または削除と表示されてしまいます。同じ言語の版を 2 つ選んでください。</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>In another language than %1 (%2): compare two editions of one language.</source>
        <translation>%1 (%2) とは別の言語です。同じ言語の版を 2 つ比較してください。</translation>
    </message>
</context>
<context>
    <name>gui::EditionLabel</name>
    <message>
        <location filename="../app/gui/window/editionlabel.h" line="+24"/>
        <source>partial: an excerpt of the rules. A rule it lacks is not known to be absent, and its history is read from the whole editions.</source>
        <translation>部分: ルールの抜粋です。ここにないルールが存在しないとは限りません。履歴は完全な版から読み取ります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>lossy: the file it came from had lost some punctuation on the way (apostrophes, quotes, dashes shown as “?”). The words are as published.</source>
        <translation>欠損あり: 元のファイルで一部の句読点（アポストロフィ、引用符、ダッシュが「?」で表示）が失われていました。語句は公開どおりです。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>transliterated: every quote and dash of the file was folded to plain ASCII; the editions before and after it have the same words with them.</source>
        <translation>変換済み: ファイルの引用符とダッシュがすべて単純な ASCII に置き換えられています。前後の版は同じ語句を元の記号付きで持っています。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>incomplete: the file broke off; the rules after that point are missing.</source>
        <translation>不完全: ファイルが途中で切れています。それ以降のルールはありません。</translation>
    </message>
</context>
<context>
    <name>gui::HelpDialog</name>
    <message>
        <location filename="../app/gui/dialogs/helpdialog.cpp" line="+39"/>
        <source>Keyboard shortcuts</source>
        <translation>キーボードショートカット</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Anywhere</source>
        <translation>どこでも</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Type anywhere</source>
        <translation>どこでも入力</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a lookup with what you type</source>
        <translation>入力した文字で検索を開始</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Compare editions</source>
        <translation>版の比較</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Find a key or what it does, e.g. zoom or history</source>
        <translation>キーまたはその働きを検索（例：ズーム、履歴）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Find:</source>
        <translation>検索(&amp;F):</translation>
    </message>
    <message>
        <location line="+68"/>
        <source>No key matches “%1”.</source>
        <translation>「%1」に一致するキーはありません。</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation type="vanished">Enter</translation>
    </message>
    <message>
        <location line="-92"/>
        <source>Look up; in search results, open the rule</source>
        <translation>検索する。検索結果ではルールを開く</translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="vanished">下矢印</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>From the search box to its results</source>
        <translation>検索ボックスから結果へ移動</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The next link of the rule shown</source>
        <translation>表示中のルールの次のリンク</translation>
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
        <source>Compare editions: Enter</source>
        <translation type="vanished">版の比較: Enter</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Show the change&apos;s rule in the main window</source>
        <translation>変更のルールをメインウィンドウに表示</translation>
    </message>
    <message>
        <source>Compare editions: Ctrl+F, Down</source>
        <translation type="vanished">版の比較: Ctrl+F、下矢印</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Filter the changes, then back to the list</source>
        <translation>変更を絞り込み、一覧に戻る</translation>
    </message>
    <message>
        <source>Compare editions: Alt+S / Alt+I</source>
        <translation type="vanished">版の比較: Alt+S / Alt+I</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words side by side / inline</source>
        <translation>単語を並べて表示／インライン表示</translation>
    </message>
    <message>
        <source>Compare editions: Ctrl+P, Ctrl+Shift+S</source>
        <translation type="vanished">版の比較: Ctrl+P、Ctrl+Shift+S</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Print the changes listed, or save them as PDF</source>
        <translation>表示中の変更を印刷、または PDF として保存</translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="vanished">キー</translation>
    </message>
    <message>
        <source>Does</source>
        <translation type="vanished">動作</translation>
    </message>
</context>
<context>
    <name>gui::HistoryPanel</name>
    <message>
        <location filename="../app/gui/panels/historypanel.cpp" line="+77"/>
        <location line="+44"/>
        <source>The history cannot be read: %1</source>
        <translation>履歴を読み込めません: %1</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>No card snapshot here holds %1.</source>
        <translation>ここにあるカードのスナップショットには %1 がありません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 %2 has no history in the editions here.</source>
        <translation>%1 %2 にはここにある版での履歴がありません。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rule %1 has no history in the editions here.</source>
        <translation>ルール %1 にはここにある版での履歴がありません。</translation>
    </message>
    <message numerus="yes">
        <location line="+28"/>
        <source>Hide the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>引用符・ダッシュ・大文字小文字だけを変えた %n 件の変更を隠す</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Show the %n step(s) that changed only quotes, dashes or case</source>
        <translation>
            <numerusform>引用符・ダッシュ・大文字小文字だけを変えた %n 件の変更を表示</numerusform>
        </translation>
    </message>
    <message>
        <location line="+31"/>
        <source>%1: %2 → %3</source>
        <translation>%1: %2 → %3</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the snapshot shown)</source>
        <translation>（表示中のスナップショット）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(in force in the snapshot shown, %1)</source>
        <translation>（表示中のスナップショット %1 で有効）</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>(the edition shown)</source>
        <translation>(表示中の版)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>(in force in the edition shown, %1)</source>
        <translation>(表示中の版 %1 で有効)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>No longer in the rules.</source>
        <translation>ルールから削除されました。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No longer in the %1.</source>
        <translation>%1 にはもうありません。</translation>
    </message>
</context>
<context>
    <name>gui::ImportDialog</name>
    <message>
        <location filename="../importers/formats.cpp" line="+95"/>
        <source>Official CR text</source>
        <translation>公式総合ルール テキスト</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>CSV rows</source>
        <translation>CSV の行</translation>
    </message>
    <message>
        <location line="-7"/>
        <source>JSON rows</source>
        <translation>JSON の行</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>Policy document as JSON sections</source>
        <translation>JSON セクション形式の大会文書</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document from the judges&apos; blog</source>
        <translation>ジャッジのブログからの大会文書</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as PDF pages in HTML</source>
        <translation>HTML 化した PDF ページの大会文書</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document converted to HTML</source>
        <translation>HTML に変換した大会文書</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as an e-book</source>
        <translation>電子書籍の大会文書</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document with change marks</source>
        <translation>変更箇所付きの大会文書</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Policy document as PDF text</source>
        <translation>PDF テキストの大会文書</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Old tournament rules as plain text</source>
        <translation>プレーンテキストの旧大会ルール</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>JSON Lines rows</source>
        <translation>JSON Lines の行</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Dataset viewer rows</source>
        <translation>データセットビューアの行</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>CR as JSON</source>
        <translation>JSON 形式の総合ルール</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Book page</source>
        <translation>書籍のページ</translation>
    </message>
    <message>
        <location line="-8"/>
        <source>HTML page</source>
        <translation>HTML ページ</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Text copy of a web page</source>
        <translation>ウェブページのテキスト</translation>
    </message>
    <message>
        <location line="-16"/>
        <source>reStructuredText</source>
        <translation>reStructuredText</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Dated rulings</source>
        <translation>日付付き裁定</translation>
    </message>
    <message>
        <location line="-3"/>
        <source>Card rulings</source>
        <translation>カードの裁定</translation>
    </message>
    <message>
        <location filename="../app/gui/dialogs/importdialog.cpp" line="+68"/>
        <location line="+155"/>
        <source>Import rules</source>
        <translation>ルールを取り込む</translation>
    </message>
    <message>
        <source>Official CR text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings. The shape of each file is recognised from its content; the pages of one book given together become one edition.</source>
        <translation type="vanished">公式総合ルールのテキスト、行データ（CSV・JSON・JSON Lines）、HTML ページ、書籍のページ、日付付き裁定、カードの裁定。各ファイルの形式は内容から判別します。同じ本のページをまとめて渡すと一つの版になります。</translation>
    </message>
    <message>
        <location line="-139"/>
        <source>File</source>
        <translation>ファイル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Format</source>
        <translation>形式</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date</source>
        <translation>日付</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Contents</source>
        <translation>内容</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>&amp;Add files…</source>
        <translation>ファイルを追加(&amp;A)…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Remove</source>
        <translation>削除(&amp;R)</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Recognise from the content</source>
        <translation>内容から判別</translation>
    </message>
    <message>
        <source>as each file states</source>
        <translation type="vanished">各ファイルの記載どおり</translation>
    </message>
    <message>
        <location line="+20"/>
        <source>for the files that state none, and the rows selected</source>
        <translation>日付のないファイルと選択した行に適用</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>from each file’s text</source>
        <translation>各ファイルの本文から判断</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An &amp;excerpt: the files hold only part of the rules</source>
        <translation>抜粋(&amp;E): ファイルはルールの一部のみを含む</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Re&amp;place an edition of the same date and language</source>
        <translation>同じ日付・言語の版を置き換える(&amp;P)</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Format:</source>
        <translation>形式(&amp;F):</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Date:</source>
        <translation>日付(&amp;D):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>&amp;Import</source>
        <translation>取り込む(&amp;I)</translation>
    </message>
    <message>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.rst *.pdf);;All files (*)</source>
        <translation type="vanished">ルールファイル (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.rst *.pdf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+76"/>
        <source>Reading…</source>
        <translation>読み込み中…</translation>
    </message>
    <message>
        <location line="+43"/>
        <source>not recognised</source>
        <translation>判別できません</translation>
    </message>
    <message numerus="yes">
        <location line="+17"/>
        <location line="+201"/>
        <location line="+17"/>
        <location line="+98"/>
        <source>%n rule(s)</source>
        <translation>
            <numerusform>%n 件のルール</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-316"/>
        <location line="+201"/>
        <location line="+19"/>
        <location line="+97"/>
        <source>%n example(s)</source>
        <translation>
            <numerusform>%n 件の例</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-315"/>
        <location line="+200"/>
        <location line="+20"/>
        <location line="+96"/>
        <source>%n glossary term(s)</source>
        <translation>
            <numerusform>%n 件の用語</numerusform>
        </translation>
    </message>
    <message>
        <location line="-311"/>
        <source>in %1</source>
        <comment>the language the rules are written in, e.g. in zh</comment>
        <translation>言語 %1</translation>
    </message>
    <message numerus="yes">
        <location line="-9"/>
        <location line="+202"/>
        <location line="+18"/>
        <location line="+93"/>
        <source>%n section(s)</source>
        <translation>
            <numerusform>%n 節</numerusform>
        </translation>
    </message>
    <message>
        <source>The Comprehensive Rules as official text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings; the Tournament Rules, the Infraction Procedure Guide and Judging at Regular REL as PDFs or their text, as HTML pages (the judges&apos; blog, converted PDFs, e-books), as change-marked archives (.ejs), as a folder of JSON sections, or as old plain-text rules. The shape of each file is recognised from its content; the pages of one book given together become one edition, and so do the files of one folder.</source>
        <translation type="vanished">総合ルールは公式テキストファイル、行データ（CSV、JSON、JSON Lines）、HTML ページ、書籍のページ、日付付き裁定、カード裁定として。マジック・イベント規定、違反処置指針、一般 REL ジャッジ規定は PDF またはそのテキスト、HTML ページ（ジャッジのブログ、変換された PDF、電子書籍）、変更箇所付きアーカイブ（.ejs）、JSON のセクションのフォルダー、古いプレーンテキストの規定として。各ファイルの形式は内容から認識されます。一緒に指定した同じ本のページは一つの版になり、一つのフォルダーのファイルも同様です。</translation>
    </message>
    <message>
        <location line="-518"/>
        <source>Add a f&amp;older…</source>
        <translation>フォルダーを追加(&amp;O)…</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>As each file names it</source>
        <translation>各ファイルの記載どおり</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>For files that do not say which document they are; every file imported must then be of this document.</source>
        <translation>どの文書か記されていないファイル用です。その場合、取り込むすべてのファイルがこの文書でなければなりません。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Doc&amp;ument:</source>
        <translation>文書(&amp;U):</translation>
    </message>
    <message>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;All files (*)</source>
        <translation type="vanished">ルールファイル (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+80"/>
        <source>Import a folder of sections</source>
        <translation>セクションのフォルダーを取り込む</translation>
    </message>
    <message numerus="yes">
        <location line="+83"/>
        <source>%n card ruling(s)</source>
        <translation>
            <numerusform>%n 件のカード裁定</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+3"/>
        <source>%n warning(s)</source>
        <translation>
            <numerusform>%n 件の警告</numerusform>
        </translation>
    </message>
    <message>
        <location line="+28"/>
        <source>Add the files to import, or drop them here.</source>
        <translation>取り込むファイルを追加するか、ここにドロップしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The date must be a day of the form YYYY-MM-DD, such as 2024-07-30.</source>
        <translation>日付は 2024-07-30 のような YYYY-MM-DD 形式の日にしてください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Reading the files…</source>
        <translation>ファイルを読み込み中…</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not say which document it is: choose it under “%2” above.</source>
        <translation>%1 はどの文書か記されていません。上の「%2」で選んでください。</translation>
    </message>
    <message>
        <location line="-68"/>
        <location line="+69"/>
        <source>Document</source>
        <translation>文書</translation>
    </message>
    <message>
        <location line="-300"/>
        <source>MTGJSON cards</source>
        <translation>MTGJSON のカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Scryfall cards</source>
        <translation>Scryfall のカード</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Cockatrice cards</source>
        <translation>Cockatrice のカード</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>The Comprehensive Rules as official text files, rows (CSV, JSON, JSON Lines), HTML pages, book pages, dated rulings and card rulings; the Tournament Rules, the Infraction Procedure Guide and Judging at Regular REL as PDFs or their text, as HTML pages (the judges&apos; blog, converted PDFs, e-books), as change-marked archives (.ejs), as a folder of JSON sections, or as old plain-text rules. The shape of each file is recognised from its content; the pages of one book given together become one edition, and so do the files of one folder. Card files from MTGJSON (set files, AllPrintings, archives), Scryfall and Cockatrice become a snapshot of the cards, dated as the file states.</source>
        <translation>総合ルールは公式テキストファイル、行データ（CSV、JSON、JSON Lines）、HTML ページ、書籍のページ、日付付き裁定、カード裁定として。マジック・イベント規定、違反処置指針、一般 REL ジャッジ規定は PDF またはそのテキスト、HTML ページ（ジャッジのブログ、変換された PDF、電子書籍）、変更箇所付きアーカイブ（.ejs）、JSON のセクションのフォルダー、古いプレーンテキストの規定として。各ファイルの形式は内容から認識されます。一緒に指定した同じ本のページは一つの版になり、一つのフォルダーのファイルも同様です。MTGJSON（セットファイル、AllPrintings、アーカイブ）、Scryfall、Cockatrice のカードファイルは、ファイルに記された日付のカードのスナップショットになります。</translation>
    </message>
    <message>
        <location line="+153"/>
        <source>Rules files (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;Card files (*.json *.xml *.gz *.xz *.bz2 *.zip *.tar);;All files (*)</source>
        <translation>ルールファイル (*.txt *.csv *.tsv *.json *.jsonl *.html *.htm *.ejs *.rst *.pdf);;カードファイル (*.json *.xml *.gz *.xz *.bz2 *.zip *.tar);;すべてのファイル (*)</translation>
    </message>
    <message>
        <location line="+62"/>
        <source>The text names no document: choose it under “%1” above.</source>
        <translation>本文に文書名がありません。上の「%1」で選んでください。</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <location line="+312"/>
        <source>%n card(s)</source>
        <translation>
            <numerusform>%n 枚のカード</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="-312"/>
        <location line="+312"/>
        <source>%n ruling(s)</source>
        <translation>
            <numerusform>%n 件の裁定</numerusform>
        </translation>
    </message>
    <message>
        <location line="-254"/>
        <source>%1 cannot be imported (see its row); remove it to import the others.</source>
        <translation>%1 は取り込めません（その行を参照）。他のファイルを取り込むには削除してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>%1 does not say which edition it is: give its date above.</source>
        <translation>%1 はどの版か記載がありません。上で日付を指定してください。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>An edition dated %1 (%2) is already here, imported from %3: tick “%4” to replace it.</source>
        <translation>%1（%2）の版は %3 からインポート済みです。置き換えるには「%4」にチェックを入れてください。</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>none stated</source>
        <translation>記載なし</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>An edition of this date and language is already here (%1).</source>
        <translation>この日付と言語の版はすでにあります（%1）。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Ready to import %n file(s).</source>
        <translation>
            <numerusform>%n 件のファイルを取り込む準備ができました。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <location line="+38"/>
        <source>Importing %1…</source>
        <translation>%1 を取り込み中…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Importing…</source>
        <translation>取り込み中…</translation>
    </message>
    <message>
        <location line="+78"/>
        <source>Cancelling…</source>
        <translation>キャンセル中…</translation>
    </message>
    <message>
        <location line="+21"/>
        <source>Import cancelled: nothing was stored.</source>
        <translation>取り込みをキャンセルしました。何も保存されていません。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Nothing was stored: %1</source>
        <translation>何も保存されていません: %1</translation>
    </message>
    <message numerus="yes">
        <location line="+7"/>
        <source>%1: %n card ruling(s)  (%2)</source>
        <translation>
            <numerusform>%1: %n 件のカード裁定  (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>%1: %n card ruling(s), already imported  (%2)</source>
        <translation>
            <numerusform>%1: %n 件のカード裁定（取り込み済み）  (%2)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Cards of %1: %2, %3  (%4)</source>
        <comment>date, cards, rulings, file</comment>
        <translation>%1 のカード: %2、%3  (%4)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>%1 %2 %3: %4  (%5)</source>
        <comment>document, date, language, sections, file</comment>
        <translation>%1 %2 %3：%4（%5）</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>%1 %2: %3, %4, %5%6  (%7)</source>
        <translation>%1 %2: %3、%4、%5%6  (%7)</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1: already imported as %2 (%3)</source>
        <translation>%1: %2 (%3) として取り込み済み</translation>
    </message>
    <message numerus="yes">
        <location line="+6"/>
        <source>%n warning(s):</source>
        <translation>
            <numerusform>%n 件の警告:</numerusform>
        </translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Imported.</source>
        <translation>取り込みました。</translation>
    </message>
    <message>
        <location line="-171"/>
        <source>Nothing was imported: the editions here were kept.</source>
        <translation>何もインポートしませんでした。既存の版はそのままです。</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>the punctuation the lossy copy dropped</source>
        <translation>欠損したコピーが失った句読点</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>whatever the copy lacks</source>
        <translation>コピーに欠けているすべて</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>The whole %1 of %2 (%3) here, imported from %4, holds %5.
%6 is read as %7 and holds %8.
Replacing it loses %9.</source>
        <comment>document, date, language, file here, its contents; file imported, flags, its contents; what is lost</comment>
        <translation>ここにある %2 (%3) の完全な %1（%4 からインポート）には %5 があります。
%6 は %7 として読まれ、%8 があります。
置き換えると %9 が失われます。</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Replace a whole edition?</source>
        <translation>完全な版を置き換えますか？</translation>
    </message>
    <message numerus="yes">
        <location line="+1"/>
        <source>Replacing would lose rules: %n file(s) read as partial, incomplete or lossy would replace a whole edition.</source>
        <translation>
            <numerusform>置き換えると規則が失われます。部分的・不完全・欠損として読まれた %n 個のファイルが完全な版を置き換えます。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Replace and &amp;lose them</source>
        <translation>置き換えて失う(&amp;L)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Keep the editions here</source>
        <translation>既存の版を残す(&amp;K)</translation>
    </message>
</context>
<context>
    <name>gui::Languages</name>
    <message>
        <location filename="../app/gui/reading/sincetext.cpp" line="+19"/>
        <source>English</source>
        <translation>英語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Chinese</source>
        <translation>中国語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>German</source>
        <translation>ドイツ語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>French</source>
        <translation>フランス語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Spanish</source>
        <translation>スペイン語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Italian</source>
        <translation>イタリア語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Portuguese</source>
        <translation>ポルトガル語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Japanese</source>
        <translation>日本語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Korean</source>
        <translation>韓国語</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Russian</source>
        <translation>ロシア語</translation>
    </message>
</context>
<context>
    <name>gui::LookupCompleter</name>
    <message>
        <location filename="../app/gui/window/lookupcompleter.cpp" line="+65"/>
        <source>%1 — rule %2</source>
        <translation>%1 — ルール %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — glossary</source>
        <translation>%1 — 用語集</translation>
    </message>
    <message>
        <location line="+36"/>
        <source>%1 — card</source>
        <translation>%1 — カード</translation>
    </message>
</context>
<context>
    <name>gui::MainWindow</name>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+82"/>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="+314"/>
        <source>Rulekeeper</source>
        <translation>Rulekeeper</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Lookup</source>
        <translation>検索</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Document</source>
        <translation>文書(&amp;D)</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>Rule number, keyword, term, policy section or card, e.g. 702.19b, kicker, IPG 2.1 or Lotus Bloom  (Ctrl+L)</source>
        <translation>ルール番号、キーワード、用語、セクション、またはカード（例: 702.19b、キッカー、IPG 2.1、Lotus Bloom）  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule number, keyword, glossary term or policy section, e.g. 702.19b, kicker or IPG 2.1  (Ctrl+L)</source>
        <translation>ルール番号、キーワード、用語集の語、または大会文書のセクション（例: 702.19b、キッカー、IPG 2.1）  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule, keyword, term or section: 702.19b, kicker, IPG 2.1  (Ctrl+L)</source>
        <translation>ルール、キーワード、用語、セクション：702.19b、キッカー、IPG 2.1  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rule, keyword or section  (Ctrl+L)</source>
        <translation>ルール、キーワード、セクション  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look up  (Ctrl+L)</source>
        <translation>検索  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+65"/>
        <source>History</source>
        <translation>履歴</translation>
    </message>
    <message>
        <location line="+134"/>
        <source>This database has no editions yet. Import one with Rules › Import (Ctrl+O), or drop its file on this window.</source>
        <translation>このデータベースにはまだ版がありません。ルール › 取り込み (Ctrl+O) で取り込むか、ファイルをこのウィンドウにドロップしてください。</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="+38"/>
        <source>Ctrl+L</source>
        <translation>Ctrl+L</translation>
    </message>
    <message numerus="yes">
        <location filename="../app/gui/window/mainwindow.cpp" line="-3"/>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+613"/>
        <source>%n edition(s) in %1</source>
        <translation>
            <numerusform>%1 に %n 版</numerusform>
        </translation>
    </message>
    <message>
        <location line="-232"/>
        <source>&amp;Back</source>
        <translation>戻る(&amp;B)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>進む(&amp;F)</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>&amp;Edition</source>
        <translation>版(&amp;E)</translation>
    </message>
    <message>
        <source>Rule number, keyword or glossary term, e.g. 702.19b or kicker  (Ctrl+L)</source>
        <translation type="vanished">ルール番号、キーワード、用語集の語（例: 702.19b、kicker）  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+70"/>
        <source>Contents</source>
        <translation>目次</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Search</source>
        <translation>全文検索</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>Bookmarks</source>
        <translation>ブックマーク</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Bookmark note</source>
        <translation>ブックマークのメモ</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for %1:</source>
        <translation>%1 のメモ:</translation>
    </message>
    <message>
        <location line="+120"/>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+2"/>
        <source>Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter.</source>
        <translation>ルール番号、キーワード、用語集の語を入力し (Ctrl+L)、Enter キーを押してください。</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="-2"/>
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
        <source>Rules in force on a &amp;date…</source>
        <translation>特定の日に有効なルール(&amp;D)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+E</source>
        <translation>Ctrl+Shift+E</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Rules in force on a date</source>
        <translation>特定の日に有効なルール</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Date (YYYY-MM-DD), e.g. of a tournament:</source>
        <translation>日付 (YYYY-MM-DD)、例えば大会の日:</translation>
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
        <location line="+2"/>
        <source>&amp;Bookmark this rule…</source>
        <translation>このルールをブックマーク(&amp;B)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+B</source>
        <translation>Ctrl+B</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Nothing to bookmark: look a rule up first.</source>
        <translation>ブックマークするものがありません。まずルールを調べてください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Bookmark</source>
        <translation>ブックマーク</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Note for %1 (optional):</source>
        <translation>%1 のメモ (任意):</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Co&amp;mpare editions…</source>
        <translation>版を比較(&amp;M)…</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+D</source>
        <translation>Ctrl+D</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Print this rule…</source>
        <translation>このルールを印刷(&amp;P)…</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Nothing to print: look a rule up first.</source>
        <translation>印刷するものがありません。先にルールを検索してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save this rule as PD&amp;F…</source>
        <translation>このルールを PDF として保存(&amp;F)…</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Nothing to save: look a rule up first.</source>
        <translation>保存するものがありません。先にルールを検索してください。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Save as PDF</source>
        <translation>PDF として保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Saved %1</source>
        <translation>%1 を保存しました</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Import rules files…</source>
        <translation>ルールファイルを取り込む(&amp;I)…</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Check for &amp;New Rules…</source>
        <translation>新しいルールを確認(&amp;N)…</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Ctrl+U</source>
        <translation>Ctrl+U</translation>
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
        <location line="+5"/>
        <source>The &amp;current rules</source>
        <translation>現行のルール(&amp;C)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Alt+Home</source>
        <translation>Alt+Home</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Comprehensive &amp;Rules</source>
        <translation>総合ルール(&amp;R)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+1</source>
        <translation>Ctrl+1</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Magic Tournament R&amp;ules (MTR)</source>
        <translation>マジック大会ルール(&amp;U) (MTR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+2</source>
        <translation>Ctrl+2</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Infraction Procedure Guide (IPG)</source>
        <translation>違反処置指針(&amp;I) (IPG)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+3</source>
        <translation>Ctrl+3</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Judging at Regular REL (JAR)</source>
        <translation>一般 REL のジャッジ(&amp;J) (JAR)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+4</source>
        <translation>Ctrl+4</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Oracle c&amp;ards</source>
        <translation>オラクルのカード(&amp;A)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Ctrl+5</source>
        <translation>Ctrl+5</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Search the rules</source>
        <translation>ルールを全文検索(&amp;S)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>&amp;History of this rule</source>
        <translation>このルールの履歴(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+H</source>
        <translation>Ctrl+H</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Book&amp;marks</source>
        <translation>ブックマーク(&amp;M)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+B</source>
        <translation>Ctrl+Shift+B</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Table of contents</source>
        <translation>目次(&amp;T)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Next &amp;part of the rule</source>
        <translation>ルールの次の部分(&amp;P)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Tab</source>
        <translation>Ctrl+Tab</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>P&amp;revious part of the rule</source>
        <translation>ルールの前の部分(&amp;R)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+Tab</source>
        <translation>Ctrl+Shift+Tab</translation>
    </message>
    <message>
        <location line="+3"/>
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
        <location line="+4"/>
        <source>Zoom &amp;out</source>
        <translation>縮小(&amp;O)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Normal size</source>
        <translation>標準サイズ(&amp;N)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Side by side with another &amp;language</source>
        <translation>別の言語と並べて表示(&amp;L)</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Ctrl+Shift+L</source>
        <translation>Ctrl+Shift+L</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>&amp;Preferences…</source>
        <translation>設定(&amp;P)…</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;About Rulekeeper</source>
        <translation>Rulekeeper について(&amp;A)</translation>
    </message>
    <message>
        <source>Ctrl+,</source>
        <translation type="vanished">Ctrl+,</translation>
    </message>
    <message>
        <location line="-9"/>
        <source>&amp;Help</source>
        <translation>ヘルプ(&amp;H)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>キーボードショートカット(&amp;K)</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="-404"/>
        <source>“%1” is not a date of the form YYYY-MM-DD.</source>
        <translation>「%1」は YYYY-MM-DD 形式の日付ではありません。</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>No edition here was in force on %1.</source>
        <translation>%1 に有効だった版はここにありません。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>In force on %1: the rules effective %2, the %3 effective %4.</source>
        <translation>%1 時点で有効: %2 発効のルール、%4 発効の %3。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rules in force on %1: the edition effective %2.</source>
        <translation>%1 に有効なルール: %2 発効の版。</translation>
    </message>
    <message>
        <location line="+68"/>
        <location line="+114"/>
        <source>The %1 of %2 has no sections.</source>
        <translation>%2 の %1 にはセクションがありません。</translation>
    </message>
    <message>
        <location line="-102"/>
        <source>The %1 of %2 has no section “%3”: its first section is shown.</source>
        <translation>%2 の %1 にはセクション「%3」がないため、最初のセクションを表示しています。</translation>
    </message>
    <message>
        <location line="+67"/>
        <source>This database holds no cards: import a card file to read them.</source>
        <translation>このデータベースにはカードがありません。読むにはカードファイルをインポートしてください。</translation>
    </message>
    <message>
        <location line="+29"/>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation>このデータベースには %1（%2）がありません。読むにはインポートしてください。</translation>
    </message>
    <message>
        <location line="+30"/>
        <source>You are reading the %1 of %2, replaced on %3. The %1 in force today is that of %4.</source>
        <translation>%2 の %1 を読んでいます（%3 に改訂）。現在有効な %1 は %4 のものです。</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>This database holds excerpts of the rules, not the whole Comprehensive Rules: a rule missing here may well exist. Fetch the current rules, or import rules files you have.</source>
        <translation>このデータベースにあるのはルールの抜粋で、総合ルール全体ではありません。ここにないルールも存在する可能性があります。最新のルールを取得するか、お持ちのルールファイルをインポートしてください。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>You are reading the %1 rules, replaced on %2. The rules in force today are those of %3.</source>
        <translation>%1 のルールを読んでいます（%2 に改訂）。現在有効なルールは %3 のものです。</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="+34"/>
        <source>The rules database cannot be read: %1</source>
        <translation>ルールデータベースを読み込めません: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_editions.cpp" line="+20"/>
        <source>Finding rule %1 of %2 in the edition of %3: the editions are being linked…</source>
        <translation>%2 のルール %1 を %3 の版で探しています。版を関連付けています…</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>Rule %1 of %2 cannot be followed into %3: %4</source>
        <translation>%2 のルール %1 を %3 へ追跡できません: %4</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Rule %1 of %2 is rule %3 in %4.</source>
        <translation>%2 のルール %1 は %4 ではルール %3 です。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rule %1 of %2 did not exist yet in %3: it first appears in the edition of %4.</source>
        <translation>%2 のルール %1 は %3 にはまだありません。%4 の版で初めて登場します。</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Rule %1 of %2 is no longer in %3: it was removed in the edition of %4.</source>
        <translation>%2 のルール %1 は %3 にはありません。%4 の版で削除されました。</translation>
    </message>
    <message>
        <location line="+32"/>
        <source>Linking the editions waits for the database: %1</source>
        <translation>版の関連付けはデータベースを待っています: %1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="-213"/>
        <source>The history of the rule shown appears here.</source>
        <translation>表示中のルールの履歴がここに表示されます。</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Linking the editions…</source>
        <translation>版を関連付けています…</translation>
    </message>
    <message numerus="yes">
        <location line="+44"/>
        <source>%1 names %n rule(s); showing the first, %2: the others follow it.</source>
        <translation>
            <numerusform>%1 は %n 個のルールを指しています。最初の %2 を表示しています（残りはその後に続きます）。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Nothing is named “%1”; searching the rules for it</source>
        <translation>「%1」という名前の項目はありません。ルールを全文検索します</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Nothing in the %1 edition is named “%2”. The search panel lists the rules that mention it.</source>
        <translation>%1 の版に「%2」という名前のものはありません。検索パネルにそれに触れるルールを表示します。</translation>
    </message>
    <message>
        <location line="+50"/>
        <source>No card is named “%1”.</source>
        <translation>「%1」という名前のカードはありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No card is named “%1”. Closest: %2.</source>
        <translation>「%1」という名前のカードはありません。近いもの: %2。</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>No section of the %1 is named “%2”: the one that answers it best is shown.</source>
        <translation>%1 に「%2」という名前のセクションはありません。最も合うセクションを表示しています。</translation>
    </message>
    <message>
        <location line="+27"/>
        <source>%1 cannot be read from the rules database; the status line says why.</source>
        <translation>%1 をルールデータベースから読み込めません。理由はステータスバーに表示されます。</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>The glossary term “%1” is not in this edition (%2).</source>
        <translation>用語「%1」はこの版 (%2) の用語集にありません。</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>CR Glossary, %1 (effective %2): %3</source>
        <translation>CR 用語集「%1」（%2 発効）: %3</translation>
    </message>
    <message>
        <location line="+16"/>
        <location line="+1"/>
        <source>Rule %1 is not in this edition (%2).</source>
        <translation>ルール %1 はこの版 (%2) にありません。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>CR %1 (effective %2): %3</source>
        <translation>CR %1（%2 発効）: %3</translation>
    </message>
    <message>
        <location line="+46"/>
        <source>%1 (effective %2)</source>
        <translation>%1（%2 発効）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <location line="+56"/>
        <source>Copied: %1</source>
        <translation>コピーしました: %1</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>%1 is not in this edition.</source>
        <translation>%1 はこの版にありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_places.cpp" line="+95"/>
        <source>Bookmarked %1 (%2).</source>
        <translation>%1 (%2) をブックマークしました。</translation>
    </message>
    <message>
        <location line="+15"/>
        <source>The edition of %1 is no longer in this database.</source>
        <translation>%1 の版はもうこのデータベースにありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_dialogs.cpp" line="+67"/>
        <source>No document here has editions dated %1 and %2.</source>
        <translation>%1 と %2 の両方の版を持つ文書はここにありません。</translation>
    </message>
    <message>
        <source>Snapshots of the cards are not compared in the window yet: read a rule or a tournament document to compare its editions.</source>
        <translation type="vanished">カードのスナップショットはまだウィンドウでは比較できません。版を比較するにはルールか大会文書を読んでください。</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>No edition dated %1 here.</source>
        <translation>%1 付けの版はここにありません。</translation>
    </message>
    <message>
        <location line="+84"/>
        <source>No snapshot of the cards dated %1 here.</source>
        <translation>%1 付けのカードのスナップショットはここにありません。</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>No %1 dated %2 here.</source>
        <translation>%2 付けの %1 はここにありません。</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="+42"/>
        <source>CR Glossary, %1 (effective %2)</source>
        <translation>CR 用語集「%1」（%2 発効）</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>CR %1 (effective %2)</source>
        <translation>CR %1（%2 発効）</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow.cpp" line="-31"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>ルールデータベースを開けません:
%1</translation>
    </message>
    <message>
        <location filename="../app/gui/window/mainwindow_display.cpp" line="-182"/>
        <location line="+26"/>
        <location line="+45"/>
        <source>%1 — Rulekeeper</source>
        <translation>%1 — Rulekeeper</translation>
    </message>
</context>
<context>
    <name>gui::PolicyLookup</name>
    <message>
        <location filename="../app/gui/window/policylookup.cpp" line="+52"/>
        <source>This database holds no %1 (%2): import one to read it.</source>
        <translation>このデータベースには %1（%2）がありません。読むにはインポートしてください。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>No %1 here was in force on %2, the date of the rules read.</source>
        <translation>読んでいるルールの日付 %2 に有効だった %1 はここにありません。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>The %1 of %2 has no section “%3”.</source>
        <translation>%2 の %1 にはセクション「%3」がありません。</translation>
    </message>
</context>
<context>
    <name>gui::PreferencesDialog</name>
    <message>
        <location filename="../app/gui/dialogs/preferencesdialog.cpp" line="+44"/>
        <source>Preferences</source>
        <translation>設定</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>Default (%1 pt)</source>
        <translation>既定 (%1 pt)</translation>
    </message>
    <message>
        <location line="+1"/>
        <source> pt</source>
        <translation> pt</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>The system&apos;s (%1)</source>
        <translation>システムの言語 (%1)</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>The system&apos;s</source>
        <translation>システムの言語</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The language changes the next time Rulekeeper starts.</source>
        <translation>言語は次に Rulekeeper を起動したときに変わります。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Rule &amp;text size:</source>
        <translation>ルールの文字サイズ(&amp;T):</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Language:</source>
        <translation>言語(&amp;L):</translation>
    </message>
</context>
<context>
    <name>gui::Printing</name>
    <message>
        <location filename="../app/gui/reading/printing.cpp" line="+22"/>
        <source>Print %1</source>
        <translation>%1 を印刷</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>Cannot write %1: %2</source>
        <translation>%1 に書き込めません: %2</translation>
    </message>
    <message>
        <location line="+20"/>
        <location line="+10"/>
        <source>Nothing was written to %1.</source>
        <translation>%1 には何も書き込まれませんでした。</translation>
    </message>
    <message>
        <location line="-40"/>
        <source>Save as PDF</source>
        <translation>PDF として保存</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>PDF files (*.pdf)</source>
        <translation>PDF ファイル (*.pdf)</translation>
    </message>
</context>
<context>
    <name>gui::RuleView</name>
    <message>
        <location filename="../app/gui/reading/examplelabel.cpp" line="+12"/>
        <source>Example:</source>
        <translation>例:</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/ruleview.cpp" line="+146"/>
        <source>[incomplete: the source cut this rule off]</source>
        <translation>[不完全: 元の資料でこのルールが途中で切れています]</translation>
    </message>
    <message>
        <source>Text in force since %1 (dated by its source)</source>
        <translation type="vanished">この文言は %1 から有効（出典による日付）</translation>
    </message>
    <message>
        <source>Text in force since %1</source>
        <translation type="vanished">この文言は %1 から有効</translation>
    </message>
    <message>
        <source>Text in force since %1 or earlier (the oldest edition here)</source>
        <translation type="vanished">この文言は %1 以前から有効（ここにある最古の版）</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/sincetext.cpp" line="+19"/>
        <source>since %1 (dated by its source)</source>
        <translation>%1 から（出典による日付）</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>since %1</source>
        <translation>%1 から</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>at least since %1 (the earliest %2 edition here)</source>
        <translation>少なくとも %1 から（ここにある最古の %2 版）</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Text in force %1</source>
        <translation>施行中の本文: %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>; renumbered from %1 on %2</source>
        <translation>；%2 に %1 から番号変更</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>By the English edition of the same date; this translation&apos;s wording %1</source>
        <translation>同日付の英語版による。この翻訳の文言は %1</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/ruleview.cpp" line="+20"/>
        <location line="+327"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>総合ルール（%1 発効）</translation>
    </message>
    <message>
        <location line="+38"/>
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
        <source>Rulings of cards citing it (%n), newest first</source>
        <translation>
            <numerusform>このルールを引用するカードの裁定 (%n)、新しい順</numerusform>
        </translation>
    </message>
    <message>
        <location line="+9"/>
        <source>cites %1</source>
        <translation>%1 を引用</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>%1 note, not an official ruling</source>
        <translation>%1 の注記（公式の裁定ではありません）</translation>
    </message>
    <message numerus="yes">
        <location line="+13"/>
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>カードの裁定 (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="-408"/>
        <source>Glossary</source>
        <translation>用語集</translation>
    </message>
    <message>
        <location filename="../app/gui/reading/sectionrender.cpp" line="+146"/>
        <source>%1, effective %2</source>
        <translation>%1、%2 発効</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>Penalty</source>
        <translation>ペナルティ</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>In this section</source>
        <translation>このセクションの内容</translation>
    </message>
</context>
<context>
    <name>gui::RulesUpdate</name>
    <message>
        <location filename="../app/gui/dialogs/rulesupdate.cpp" line="+88"/>
        <source>Reading the rules page %1…</source>
        <translation>ルールのページ %1 を読み込み中…</translation>
    </message>
    <message>
        <location line="+22"/>
        <location line="+186"/>
        <source>Cancelled; nothing was imported.</source>
        <translation>キャンセルしました。何もインポートしていません。</translation>
    </message>
    <message>
        <location line="-166"/>
        <location line="+58"/>
        <source>Downloading %1…</source>
        <translation>%1 をダウンロード中…</translation>
    </message>
    <message>
        <location line="-34"/>
        <source>Cannot read the rules page %1: %2</source>
        <translation>ルールのページ %1 を読み込めません: %2</translation>
    </message>
    <message>
        <location line="+47"/>
        <source>Cannot download %1: %2</source>
        <translation>%1 をダウンロードできません: %2</translation>
    </message>
    <message>
        <location line="-14"/>
        <location line="+12"/>
        <location line="+4"/>
        <source>Cannot save the download: %1</source>
        <translation>ダウンロードを保存できません: %1</translation>
    </message>
    <message>
        <location line="-59"/>
        <source>it is far larger than any rules text or card file, so it was not downloaded</source>
        <translation>どの規則テキストやカードファイルよりもはるかに大きいため、ダウンロードしませんでした</translation>
    </message>
    <message>
        <location line="+25"/>
        <source>The page %1 links no rules text (.txt) file and no card file (MTGJSON&apos;s AllPrintings, Scryfall&apos;s bulk files). Is its address right?</source>
        <translation>ページ %1 には規則テキスト（.txt）ファイルもカードファイル（MTGJSON の AllPrintings、Scryfall の一括ファイル）もリンクされていません。アドレスは正しいですか？</translation>
    </message>
    <message>
        <location line="+85"/>
        <source>%1 is not a rules text Rulekeeper can read: %2</source>
        <translation>%1 は Rulekeeper が読めるルールテキストではありません: %2</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>You have the newest rules: the edition of %1 (%2).</source>
        <translation>最新のルールがあります: %1 の版 (%2)。</translation>
    </message>
    <message>
        <location line="+22"/>
        <source>Importing %1…</source>
        <translation>%1 をインポート中…</translation>
    </message>
    <message>
        <location line="+14"/>
        <source>The import failed: %1</source>
        <translation>インポートに失敗しました: %1</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>You have the cards of %1 already: the snapshot of %2.</source>
        <translation>%1 のカードはすでにあります：%2 のスナップショットです。</translation>
    </message>
    <message numerus="yes">
        <location line="+4"/>
        <source>Imported the cards of %1 as of %2: %n card(s).</source>
        <translation>
            <numerusform>%1 のカードを %2 時点でインポートしました：%n 枚。</numerusform>
        </translation>
    </message>
    <message>
        <location line="+4"/>
        <source>You have the newest rules: the edition of %1.</source>
        <translation>最新のルールがあります: %1 の版。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported the rules of %1: %n rule(s).</source>
        <translation>
            <numerusform>%1 のルールをインポートしました: %n 件。</numerusform>
        </translation>
    </message>
    <message>
        <location line="-60"/>
        <source>You have the newest %1: the edition of %2 (%3).</source>
        <translation>最新の %1 があります: %2 の版 (%3)。</translation>
    </message>
    <message>
        <location line="-79"/>
        <location line="+28"/>
        <source>Cannot save the download in %1</source>
        <translation>ダウンロードを %1 に保存できません</translation>
    </message>
    <message>
        <location line="+107"/>
        <source>You have the newest %1: the edition of %2.</source>
        <translation>最新の %1 があります: %2 の版。</translation>
    </message>
    <message numerus="yes">
        <location line="+5"/>
        <source>Imported the %1 of %2: %n section(s).</source>
        <translation>
            <numerusform>%1 (%2) をインポートしました: %n 節。</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>gui::RulesUpdateDialog</name>
    <message>
        <location filename="../app/gui/dialogs/rulesupdatedialog.cpp" line="+45"/>
        <source>Check for New Rules</source>
        <translation>新しいルールを確認</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rulekeeper reads the official rules page, downloads the rules text it links and imports it when this database does not have that edition yet. For cards, give MTGJSON&apos;s or Scryfall&apos;s downloads page, or a card file&apos;s own address (AllPrintings.json.xz, a set file).</source>
        <translation>Rulekeeper は公式の規則ページを読み、そこにリンクされた規則テキストをダウンロードし、このデータベースにその版がまだなければインポートします。カードには、MTGJSON か Scryfall のダウンロードページ、またはカードファイルそのもののアドレス（AllPrintings.json.xz、セットのファイル）を指定してください。</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Rules &amp;page:</source>
        <translation>ルールのページ(&amp;P):</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>&amp;Check Now</source>
        <translation>今すぐ確認(&amp;C)</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>“%1” is not a web address (https://…).</source>
        <translation>「%1」はウェブアドレス (https://…) ではありません。</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/panels/searchpanel.cpp" line="+29"/>
        <source>Search the rules  (Ctrl+F)</source>
        <translation>ルールを全文検索  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Words (all of them, in any order), &quot;a phrase&quot;, kick* (a word&apos;s start), -word (without it), flying OR reach (either), in:702 (only under 702.), examples: (only in examples).
Shorthand such as SBA, ETB or CMC is searched as the rules word it.</source>
        <translation>単語（すべて、順不同）、&quot;フレーズ&quot;、kick*（語の先頭）、-単語（その語を含まない）、flying OR reach（どちらか）、in:702（702. 以下のみ）、examples:（例のみ）。
SBA、ETB、CMC などの略語は、ルールの表記でも検索されます。</translation>
    </message>
    <message>
        <location line="+6"/>
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
        <location line="+52"/>
        <source>Policy documents (MTR, IPG, JAR)</source>
        <translation>大会文書（MTR、IPG、JAR）</translation>
    </message>
    <message>
        <location line="+23"/>
        <source>The whole library</source>
        <translation>ライブラリ全体</translation>
    </message>
    <message>
        <location line="+129"/>
        <location line="+37"/>
        <source>No rule matches “%1”.</source>
        <translation>「%1」に一致するルールはありません。</translation>
    </message>
    <message>
        <location line="-27"/>
        <source>The words are in another language (%1): searched the edition of %2 in it.</source>
        <translation>語句は別の言語（%1）です：その言語の %2 版を検索しました。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>The words are in another language (%1), and no edition in it is here: import one, or choose an edition of that language to search.</source>
        <translation>語句は別の言語（%1）ですが、その言語の版がありません。版をインポートするか、その言語の版を選んで検索してください。</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>From the judge’s library (MTR, IPG, JAR):</source>
        <translation>ジャッジの資料から（MTR、IPG、JAR）：</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Nothing in the Comprehensive Rules.</source>
        <translation>総合ルールには該当なし。</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>In the Comprehensive Rules:</source>
        <translation>総合ルールでは：</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>No rule has every word; rules with some of them:</source>
        <translation>すべての語を含むルールはありません。一部の語を含むルール：</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Rules with some of the words:</source>
        <translation>一部の語を含むルール：</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>The search failed: %1</source>
        <translation>検索に失敗しました: %1</translation>
    </message>
    <message>
        <location line="-36"/>
        <source>Did you mean &lt;b&gt;%1&lt;/b&gt;?</source>
        <translation>&lt;b&gt;%1&lt;/b&gt; のことですか？</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Did you mean %1?</source>
        <translation>%1 のことですか？</translation>
    </message>
    <message>
        <location line="-145"/>
        <source>Cards</source>
        <translation>カード</translation>
    </message>
    <message>
        <location line="+172"/>
        <source>Cards in the question:</source>
        <translation>質問中のカード:</translation>
    </message>
</context>
<context>
    <name>gui::Shortcuts</name>
    <message>
        <location filename="../app/gui/window/mainwindow_menus.cpp" line="-162"/>
        <source>Ctrl+P</source>
        <translation>Ctrl+P</translation>
    </message>
    <message>
        <location line="+10"/>
        <location filename="../app/gui/diff/diffview.cpp" line="-87"/>
        <source>Ctrl+Shift+S</source>
        <translation>Ctrl+Shift+S</translation>
    </message>
    <message>
        <location line="+16"/>
        <source>Ctrl+O</source>
        <translation>Ctrl+O</translation>
    </message>
    <message>
        <location line="+8"/>
        <source>Ctrl+Q</source>
        <translation>Ctrl+Q</translation>
    </message>
    <message>
        <location line="+120"/>
        <source>Ctrl+,</source>
        <translation>Ctrl+,</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>F1</source>
        <translation>F1</translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/panels/snippetdelegate.cpp" line="+27"/>
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
    <message>
        <location line="+7"/>
        <source>Missing: %1</source>
        <translation>含まれない語：%1</translation>
    </message>
    <message>
        <location line="+79"/>
        <source>card · Oracle text of %1</source>
        <translation>カード · %1 時点のOracleテキスト</translation>
    </message>
    <message>
        <location line="-2"/>
        <source>card · in its rulings · Oracle text of %1</source>
        <translation>カード · 裁定に記載 · %1 時点のOracleテキスト</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+59"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>マジック：ザ・ギャザリング総合ルールのリファレンス。</translation>
    </message>
    <message>
        <location line="-32"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>データベースファイル（既定: RULEKEEPER_DB またはユーザーのデータフォルダー）。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open at this rule.</source>
        <translation>このルールを開く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Open at this card.</source>
        <translation>このカードで開きます。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>版の日付 (YYYY-MM-DD)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the edition in force on this date (YYYY-MM-DD).</source>
        <translation>この日 (YYYY-MM-DD) に有効な版を開く。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>ウィンドウの画像をこのファイルに保存して終了する。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the search panel with this query.</source>
        <translation>この語句で検索パネルを開く。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Show the same rule in this language beside it (e.g. zh).</source>
        <translation>同じルールをこの言語で横に表示します (例: zh)。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the history panel of the rule.</source>
        <translation>ルールの履歴パネルを開く。</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type this into the lookup box, its choices shown.</source>
        <translation>この文字列を検索ボックスに入力し、候補を表示する。</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the diff view on two editions, e.g. 2024-07-30..2026-01-16, or on two card snapshots, e.g. 2022-04-25..2025-08-18.</source>
        <translation>2 つの版の比較を開く（例: 2024-07-30..2026-01-16）、または 2 つのカードのスナップショットの比較を開く（例: 2022-04-25..2025-08-18）。</translation>
    </message>
    <message>
        <source>Open the diff view on two editions, e.g. 2024-07-30..2026-01-16.</source>
        <translation type="vanished">2 つの版の比較を開く（例: 2024-07-30..2026-01-16）。</translation>
    </message>
    <message>
        <location line="+11"/>
        <source>Rules files to import (opens the import dialog).</source>
        <translation>取り込むルールファイル（取り込みダイアログを開く）。</translation>
    </message>
</context>
</TS>
