<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="fr">
<context>
    <name>gui</name>
    <message>
        <location filename="../app/gui/bundleddatabase.cpp" line="+20"/>
        <source>Cannot create %1 from the bundled sample database.</source>
        <translation>Impossible de créer %1 à partir de la base d’exemple fournie.</translation>
    </message>
</context>
<context>
    <name>gui::HelpDialog</name>
    <message>
        <location filename="../app/gui/helpdialog.cpp" line="+13"/>
        <source>Keyboard shortcuts</source>
        <translation>Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Type anywhere</source>
        <translation>Taper n’importe où</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Start a lookup with what you type</source>
        <translation>Lancer une recherche avec ce que vous tapez</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Enter</source>
        <translation>Entrée</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Look up; in search results, open the rule</source>
        <translation>Rechercher ; dans les résultats, ouvrir la règle</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Down</source>
        <translation>Flèche bas</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>From the search box to its results</source>
        <translation>Du champ de recherche à ses résultats</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Mouse back / forward buttons</source>
        <translation>Boutons précédent / suivant de la souris</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Back / Forward</source>
        <translation>Précédent / Suivant</translation>
    </message>
    <message>
        <location line="+13"/>
        <source>Keys</source>
        <translation>Touches</translation>
    </message>
    <message>
        <location line="+0"/>
        <source>Does</source>
        <translation>Action</translation>
    </message>
</context>
<context>
    <name>gui::LookupCompleter</name>
    <message>
        <location filename="../app/gui/lookupcompleter.cpp" line="+58"/>
        <source>%1 — rule %2</source>
        <translation>%1 — règle %2</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>%1 — glossary</source>
        <translation>%1 — glossaire</translation>
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
        <translation>Recherche</translation>
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
            <numerusform>%n édition dans %1</numerusform>
            <numerusform>%n éditions dans %1</numerusform>
        </translation>
    </message>
    <message>
        <location line="-79"/>
        <source>&amp;Back</source>
        <translation>&amp;Précédent</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Forward</source>
        <translation>&amp;Suivant</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Edition</source>
        <translation>É&amp;dition</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Rule number, keyword or glossary term, e.g. 702.19b or kicker  (Ctrl+L)</source>
        <translation>Numéro de règle, mot-clé ou terme du glossaire, p. ex. 702.19b ou kicker  (Ctrl+L)</translation>
    </message>
    <message>
        <location line="+26"/>
        <source>Contents</source>
        <translation>Sommaire</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>Search</source>
        <translation>Recherche</translation>
    </message>
    <message>
        <location line="+34"/>
        <source>This database has no editions yet. Import one with rulekeeper-cli import FILE.</source>
        <translation>Cette base ne contient encore aucune édition. Importez-en une avec rulekeeper-cli import FICHIER.</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Type a rule number, a keyword or a glossary term (Ctrl+L) and press Enter.</source>
        <translation>Tapez un numéro de règle, un mot-clé ou un terme du glossaire (Ctrl+L) puis appuyez sur Entrée.</translation>
    </message>
    <message>
        <location line="+17"/>
        <source>&amp;Rules</source>
        <translation>&amp;Règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Look up a rule</source>
        <translation>&amp;Rechercher une règle</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>Choose the &amp;edition</source>
        <translation>Choisir l’é&amp;dition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+E</source>
        <translation>Ctrl+E</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Copy citation</source>
        <translation>&amp;Copier la citation</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+Shift+C</source>
        <translation>Ctrl+Shift+C</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>&amp;Quit</source>
        <translation>&amp;Quitter</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>&amp;Go</source>
        <translation>&amp;Aller</translation>
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
        <translation>&amp;Chercher dans les règles</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+F</source>
        <translation>Ctrl+F</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>&amp;Table of contents</source>
        <translation>&amp;Table des matières</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+T</source>
        <translation>Ctrl+T</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;View</source>
        <translation>&amp;Affichage</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Zoom &amp;in</source>
        <translation>Zoom &amp;avant</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+=</source>
        <translation>Ctrl+=</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Zoom &amp;out</source>
        <translation>Zoom a&amp;rrière</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+-</source>
        <translation>Ctrl+-</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>&amp;Normal size</source>
        <translation>Taille &amp;normale</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Ctrl+0</source>
        <translation>Ctrl+0</translation>
    </message>
    <message>
        <location line="+6"/>
        <source>&amp;Help</source>
        <translation>&amp;Aide</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Raccourcis clavier</translation>
    </message>
    <message>
        <location line="+83"/>
        <source>Nothing is named “%1”; searching the rules for it</source>
        <translation>Rien ne s’appelle « %1 » ; recherche dans les règles</translation>
    </message>
    <message>
        <location line="+24"/>
        <source>The glossary term “%1” is not in this edition (%2).</source>
        <translation>Le terme « %1 » n’est pas dans le glossaire de cette édition (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CR Glossary, %1 (effective %2): %3</source>
        <translation>CR Glossaire, %1 (en vigueur le %2) : %3</translation>
    </message>
    <message>
        <location line="+10"/>
        <location line="+1"/>
        <source>Rule %1 is not in this edition (%2).</source>
        <translation>La règle %1 n’est pas dans cette édition (%2).</translation>
    </message>
    <message>
        <location line="+5"/>
        <source>CR %1 (effective %2): %3</source>
        <translation>CR %1 (en vigueur le %2) : %3</translation>
    </message>
    <message>
        <location line="+44"/>
        <source>Copied: %1</source>
        <translation>Copié : %1</translation>
    </message>
    <message>
        <location line="+9"/>
        <source>%1 is not in this edition.</source>
        <translation>%1 n’est pas dans cette édition.</translation>
    </message>
    <message>
        <location line="-252"/>
        <source>Cannot open the rules database:
%1</source>
        <translation>Impossible d’ouvrir la base des règles :
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
        <translation>Exemple :</translation>
    </message>
    <message>
        <location line="+12"/>
        <source>[incomplete: the source cut this rule off]</source>
        <translation>[incomplet : la source a coupé cette règle]</translation>
    </message>
    <message>
        <location line="+10"/>
        <source>Text in force since %1 (dated by its source)</source>
        <translation>Texte en vigueur depuis le %1 (daté par sa source)</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text in force since %1</source>
        <translation>Texte en vigueur depuis le %1</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>Text in force since %1 or earlier (the oldest edition here)</source>
        <translation>Texte en vigueur depuis le %1 ou avant (l’édition la plus ancienne ici)</translation>
    </message>
    <message>
        <location line="+111"/>
        <location line="+72"/>
        <source>Comprehensive Rules, effective %1</source>
        <translation>Règles complètes, en vigueur le %1</translation>
    </message>
    <message>
        <location line="-43"/>
        <source>Cited by:</source>
        <translation>Citée par :</translation>
    </message>
    <message>
        <location line="+7"/>
        <source>%1 (glossary)</source>
        <translation>%1 (glossaire)</translation>
    </message>
    <message numerus="yes">
        <location line="+11"/>
        <source>Card rulings (%n)</source>
        <translation>
            <numerusform>Décision sur une carte (%n)</numerusform>
            <numerusform>Décisions sur des cartes (%n)</numerusform>
        </translation>
    </message>
    <message>
        <location line="+24"/>
        <source>Glossary</source>
        <translation>Glossaire</translation>
    </message>
</context>
<context>
    <name>gui::SearchPanel</name>
    <message>
        <location filename="../app/gui/searchpanel.cpp" line="+26"/>
        <source>Search the rules  (Ctrl+F)</source>
        <translation>Chercher dans les règles  (Ctrl+F)</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>This edition</source>
        <translation>Cette édition</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>All editions</source>
        <translation>Toutes les éditions</translation>
    </message>
    <message>
        <location line="+1"/>
        <source>Examples only</source>
        <translation>Exemples seulement</translation>
    </message>
    <message>
        <location line="+98"/>
        <source>No rule matches “%1”.</source>
        <translation>Aucune règle ne correspond à « %1 ».</translation>
    </message>
</context>
<context>
    <name>gui::SnippetDelegate</name>
    <message numerus="yes">
        <location filename="../app/gui/snippetdelegate.cpp" line="+24"/>
        <source>%n editions, %1 to %2</source>
        <translation>
            <numerusform>%n édition, du %1 au %2</numerusform>
            <numerusform>%n éditions, du %1 au %2</numerusform>
        </translation>
    </message>
    <message>
        <location line="+7"/>
        <source>example</source>
        <translation>exemple</translation>
    </message>
    <message>
        <location line="+2"/>
        <source>glossary</source>
        <translation>glossaire</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <location filename="../app/gui/main.cpp" line="+34"/>
        <source>Magic: The Gathering Comprehensive Rules reference.</source>
        <translation>Référence des Règles complètes de Magic: The Gathering.</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Database file (default: RULEKEEPER_DB or the user&apos;s data folder).</source>
        <translation>Fichier de base (par défaut : RULEKEEPER_DB ou le dossier de données de l’utilisateur).</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open at this rule.</source>
        <translation>Ouvrir à cette règle.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Edition date (YYYY-MM-DD).</source>
        <translation>Date de l’édition (AAAA-MM-JJ).</translation>
    </message>
    <message>
        <location line="+4"/>
        <source>Save a picture of the window to this file and exit.</source>
        <translation>Enregistrer une image de la fenêtre dans ce fichier puis quitter.</translation>
    </message>
    <message>
        <location line="+3"/>
        <source>Open the search panel with this query.</source>
        <translation>Ouvrir le panneau de recherche avec cette requête.</translation>
    </message>
</context>
</TS>
