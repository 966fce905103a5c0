<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ca" sourcelanguage="en">
<context>
    <name>ChipsAnswer</name>
    <message>
        <location filename="../views/answers.py" line="132" />
        <source>Remove the last chip (Backspace)</source>
        <translation>Treu l'última fitxa (Retrocés)</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="159" />
        <source>Chips: {chips}   Total: {total}</source>
        <translation>Fitxes: {chips}   Total: {total}</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../views/drill_view.py" line="153" />
        <source>{title} — level {level}</source>
        <translation>{title} — nivell {level}</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="166" />
        <location filename="../views/drill_view.py" line="288" />
        <source>Submit (Enter)</source>
        <translation>Respon (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="196" />
        <location filename="../views/drill_view.py" line="288" />
        <source>Next (Enter)</source>
        <translation>Següent (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="202" />
        <source>Correct</source>
        <translation>Correcte</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="202" />
        <source>Not quite</source>
        <translation>No del tot</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="207" />
        <source>{seconds:.1f} s (target {target:g} s)</source>
        <translation>{seconds:.1f} s (objectiu {target:g} s)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="211" />
        <source>{seconds:.1f} s</source>
        <translation>{seconds:.1f} s</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="220" />
        <source>Expected</source>
        <translation>S'esperava</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="221" />
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="222" />
        <source>Rules</source>
        <translation>Regles</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="223" />
        <source>Worked solution</source>
        <translation>Solució pas a pas</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="273" />
        <source>{seconds:.1f} s (untimed)</source>
        <translation>{seconds:.1f} s (sense temps)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="278" />
        <source>{seconds:.1f} s / {target:g} s</source>
        <translation>{seconds:.1f} s / {target:g} s</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="286" />
        <source>End session (Esc)</source>
        <translation>Acaba la sessió (Esc)</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../views/home_view.py" line="205" />
        <source>Learn the rules (Ctrl+L)</source>
        <translation>Aprèn les regles (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="206" />
        <location filename="../views/home_view.py" line="211" />
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="207" />
        <source>Practise (Enter)</source>
        <translation>Practica (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="210" />
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="212" />
        <source>Mastery</source>
        <translation>Domini</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="213" />
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="214" />
        <source>Median time / target</source>
        <translation>Temps mitjà / objectiu</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <location filename="../views/home_view.py" line="106" />
        <source>Hello, {name}</source>
        <translation>Hola, {name}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="107" />
        <source>▶  Continue practice (Ctrl+P)</source>
        <translation>▶  Continua la pràctica (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="115" />
        <source>Today: {count} answers · streak: {streak} days (longest {longest})</source>
        <translation>Avui: {count} respostes · ratxa: {streak} dies (la més llarga {longest})</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="127" />
        <source>{proficient} of {total} drills proficient</source>
        <translation>{proficient} de {total} exercicis dominats</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="149" />
        <source>Assigned by your instructor: {items}</source>
        <translation>Assignat pel vostre instructor: {items}</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../views/lesson_view.py" line="38" />
        <source>Lesson:</source>
        <translation>Lliçó:</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="58" />
        <source>This lesson cannot be shown: {problem}</source>
        <translation>No es pot mostrar aquesta lliçó: {problem}</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="62" />
        <source>This lesson is not yet translated; showing English.</source>
        <translation>Aquesta lliçó encara no està traduïda; es mostra en anglès.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="102" />
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="103" />
        <source>&amp;File</source>
        <translation>&amp;Fitxer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="104" />
        <source>&amp;Go</source>
        <translation>&amp;Vés</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="106" />
        <source>Home</source>
        <translation>Inici</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="107" />
        <source>Continue practice</source>
        <translation>Continua la pràctica</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="108" />
        <source>Lessons</source>
        <translation>Lliçons</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="109" />
        <source>My progress</source>
        <translation>El meu progrés</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="110" />
        <source>Settings</source>
        <translation>Configuració</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="111" />
        <source>Switch trainee</source>
        <translation>Canvia d'alumne</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="112" />
        <source>Quit</source>
        <translation>Surt</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="220" />
        <source>Session summary</source>
        <translation>Resum de la sessió</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="223" />
        <source>Questions: {n}
Correct: {correct} ({accuracy})
Median time: {median}
Improved: {improved}</source>
        <translation>Preguntes: {n}
Correctes: {correct} ({accuracy})
Temps mitjà: {median}
Millores: {improved}</translation>
    </message>
</context>
<context>
    <name>OrderingAnswer</name>
    <message>
        <location filename="../views/answers.py" line="261" />
        <source>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</source>
        <translation>Seleccioneu un element i moveu-lo amb Ctrl+Amunt / Ctrl+Avall, o arrossegueu-lo.</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../views/progress_view.py" line="136" />
        <source>{answers} answers · {accuracy} correct · median {median} · streak {streak} days</source>
        <translation>{answers} respostes · {accuracy} correctes · mitjana {median} · ratxa {streak} dies</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="141" />
        <source>Activity (last 13 weeks)</source>
        <translation>Activitat (últimes 13 setmanes)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Answers</source>
        <translation>Respostes</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Median time</source>
        <translation>Temps mitjà</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="156" />
        <source>Recent mistakes</source>
        <translation>Errors recents</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="157" />
        <source>Try again (Enter)</source>
        <translation>Torna-ho a provar (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="167" />
        <source>{day} · {title} (level {level}) · expected {expected}</source>
        <translation>{day} · {title} (nivell {level}) · s'esperava {expected}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="184" />
        <source>Accuracy (%)</source>
        <translation>Encerts (%)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="186" />
        <source>Median seconds</source>
        <translation>Segons (mitjana)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="217" />
        <source>Accuracy and speed by day</source>
        <translation>Encerts i rapidesa per dia</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../views/settings_view.py" line="150" />
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="151" />
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="152" />
        <source>Sound</source>
        <translation>So</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="153" />
        <location filename="../views/settings_view.py" line="156" />
        <source>On</source>
        <translation>Activat</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="154" />
        <source>Volume</source>
        <translation>Volum</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="155" />
        <source>Animations</source>
        <translation>Animacions</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="157" />
        <source>Rulebook and house rules</source>
        <translation>Reglament i normes de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="158" />
        <source>Rulebook</source>
        <translation>Reglament</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="159" />
        <source>Save house rules</source>
        <translation>Desa les normes de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="160" />
        <source>Back to the regulation</source>
        <translation>Torna al reglament</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="162" />
        <source>Punto banco: banker commission (PB-04)</source>
        <translation>Punt i banca: comissió de la banca (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="164" />
        <source>Punto banco: commission collected (PB-04)</source>
        <translation>Punt i banca: cobrament de la comissió (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="166" />
        <source>Blackjack: doubling allowed on (BJ-15)</source>
        <translation>Blackjack: es pot doblar amb (BJ-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="168" />
        <source>Blackjack: dealer blackjack takes (BJ-12)</source>
        <translation>Blackjack: el blackjack del crupier s'emporta (BJ-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="170" />
        <source>Blackjack: table minimum (BJ-04)</source>
        <translation>Blackjack: mínim de la taula (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="171" />
        <source>Blackjack: table maximum (BJ-04)</source>
        <translation>Blackjack: màxim de la taula (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="172" />
        <source>Roulette: table minimum (RO-12)</source>
        <translation>Ruleta: mínim de la taula (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="173" />
        <source>Roulette: maximum on a straight (RO-12)</source>
        <translation>Ruleta: màxim a un ple (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="174" />
        <source>Craps: table minimum (CR-15)</source>
        <translation>Daus: mínim de la taula (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="175" />
        <source>Craps: simple-bet maximum (CR-15)</source>
        <translation>Daus: màxim de l'aposta senzilla (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="176" />
        <source>Payouts that do not fall on a chip</source>
        <translation>Pagaments que no quadren amb una fitxa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="181" />
        <source>at once, from each win</source>
        <translation>de seguida, de cada guany</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="182" />
        <source>at the end of the shoe</source>
        <translation>al final del sabot</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="183" />
        <source>any first two cards</source>
        <translation>qualsevol parell de primeres cartes</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="184" />
        <source>9, 10 or 11 only</source>
        <translation>només 9, 10 o 11</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="185" />
        <source>every bet, doubles and splits included</source>
        <translation>totes les apostes, dobles i separacions incloses</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="186" />
        <source>the original bets only</source>
        <translation>només les apostes inicials</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="187" />
        <source>paid exactly, to the cent</source>
        <translation>pagats exactes, al cèntim</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="188" />
        <source>rounded down to the smallest chip</source>
        <translation>arrodonits a la baixa a la fitxa més petita</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="235" />
        <source>Not saved: {field}: {problem}</source>
        <translation>No desat: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="245" />
        <source>Saved. New questions use these rules.</source>
        <translation>Desat. Les preguntes noves fan servir aquestes normes.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="255" />
        <source>House rules removed: the regulation's values apply.</source>
        <translation>Normes de la casa eliminades: s'apliquen els valors del reglament.</translation>
    </message>
</context>
<context>
    <name>SettlementAnswer</name>
    <message>
        <location filename="../views/answers.py" line="313" />
        <source>Bet</source>
        <translation>Aposta</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="314" />
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="315" />
        <source>Amount paid or collected</source>
        <translation>Import pagat o retirat</translation>
    </message>
</context>
<context>
    <name>WhoView</name>
    <message>
        <location filename="../views/who_view.py" line="59" />
        <source>Who is practising?</source>
        <translation>Qui practica?</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="60" />
        <source>New trainee's name</source>
        <translation>Nom del nou alumne</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="61" />
        <source>Add trainee</source>
        <translation>Afegeix alumne</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="62" />
        <source>Start (Enter)</source>
        <translation>Comença (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="71" />
        <source>{name} (instructor)</source>
        <translation>{name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="84" />
        <source>Type a name first.</source>
        <translation>Escriviu primer un nom.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="89" />
        <source>There is already someone called {name}.</source>
        <translation>Ja hi ha algú que es diu {name}.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="105" />
        <source>Add a trainee to begin.</source>
        <translation>Afegiu un alumne per començar.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../games.py" line="20" />
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <location filename="../games.py" line="21" />
        <source>Punto banco</source>
        <translation>Punt i banca</translation>
    </message>
    <message>
        <location filename="../games.py" line="22" />
        <source>Chemin de fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../games.py" line="23" />
        <source>Trente et quarante</source>
        <translation>Trenta i quaranta</translation>
    </message>
    <message>
        <location filename="../games.py" line="24" />
        <source>Boule</source>
        <translation>Bola</translation>
    </message>
    <message>
        <location filename="../games.py" line="25" />
        <source>Roulette</source>
        <translation>Ruleta</translation>
    </message>
    <message>
        <location filename="../games.py" line="26" />
        <source>Craps</source>
        <translation>Daus</translation>
    </message>
    <message>
        <location filename="../games.py" line="27" />
        <source>Chips</source>
        <translation>Fitxes</translation>
    </message>
</context>
<context>
    <name>mastery</name>
    <message>
        <location filename="../views/home_view.py" line="34" />
        <source>Not started</source>
        <translation>Sense començar</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="35" />
        <source>Attempted</source>
        <translation>Provat</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="36" />
        <source>Familiar</source>
        <translation>Conegut</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="37" />
        <source>Proficient</source>
        <translation>Competent</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="38" />
        <source>Mastered</source>
        <translation>Dominat</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../app.py" line="48" />
        <source>Progress file repaired</source>
        <translation>Fitxer de progrés reparat</translation>
    </message>
</context>
</TS>