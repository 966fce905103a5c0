<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>ChipsAnswer</name>
    <message>
        <location filename="../views/answers.py" line="132" />
        <source>Remove the last chip (Backspace)</source>
        <translation>Remove the last chip (Backspace)</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="159" />
        <source>Chips: {chips}   Total: {total}</source>
        <translation>Chips: {chips}   Total: {total}</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../views/drill_view.py" line="153" />
        <source>{title} — level {level}</source>
        <translation>{title} — level {level}</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="166" />
        <location filename="../views/drill_view.py" line="288" />
        <source>Submit (Enter)</source>
        <translation>Submit (Enter)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="196" />
        <location filename="../views/drill_view.py" line="288" />
        <source>Next (Enter)</source>
        <translation>Next (Enter)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="202" />
        <source>Correct</source>
        <translation>Correct</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="202" />
        <source>Not quite</source>
        <translation>Not quite</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="207" />
        <source>{seconds:.1f} s (target {target:g} s)</source>
        <translation>{seconds:.1f} s (target {target:g} s)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="211" />
        <source>{seconds:.1f} s</source>
        <translation>{seconds:.1f} s</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="220" />
        <source>Expected</source>
        <translation>Expected</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="221" />
        <source>Time</source>
        <translation>Time</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="222" />
        <source>Rules</source>
        <translation>Rules</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="223" />
        <source>Worked solution</source>
        <translation>Worked solution</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="273" />
        <source>{seconds:.1f} s (untimed)</source>
        <translation>{seconds:.1f} s (untimed)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="278" />
        <source>{seconds:.1f} s / {target:g} s</source>
        <translation>{seconds:.1f} s / {target:g} s</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="286" />
        <source>End session (Esc)</source>
        <translation>End session (Esc)</translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../views/home_view.py" line="205" />
        <source>Learn the rules (Ctrl+L)</source>
        <translation>Learn the rules (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="206" />
        <location filename="../views/home_view.py" line="211" />
        <source>Level</source>
        <translation>Level</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="207" />
        <source>Practise (Enter)</source>
        <translation>Practise (Enter)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="210" />
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="212" />
        <source>Mastery</source>
        <translation>Mastery</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="213" />
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="214" />
        <source>Median time / target</source>
        <translation>Median time / target</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <location filename="../views/home_view.py" line="106" />
        <source>Hello, {name}</source>
        <translation>Hello, {name}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="107" />
        <source>▶  Continue practice (Ctrl+P)</source>
        <translation>▶  Continue practice (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="115" />
        <source>Today: {count} answers · streak: {streak} days (longest {longest})</source>
        <translation>Today: {count} answers · streak: {streak} days (longest {longest})</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="127" />
        <source>{proficient} of {total} drills proficient</source>
        <translation>{proficient} of {total} drills proficient</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="149" />
        <source>Assigned by your instructor: {items}</source>
        <translation>Assigned by your instructor: {items}</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../views/lesson_view.py" line="38" />
        <source>Lesson:</source>
        <translation>Lesson:</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="58" />
        <source>This lesson cannot be shown: {problem}</source>
        <translation>This lesson cannot be shown: {problem}</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="62" />
        <source>This lesson is not yet translated; showing English.</source>
        <translation>This lesson is not yet translated; showing English.</translation>
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
        <translation>&amp;File</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="104" />
        <source>&amp;Go</source>
        <translation>&amp;Go</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="106" />
        <source>Home</source>
        <translation>Home</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="107" />
        <source>Continue practice</source>
        <translation>Continue practice</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="108" />
        <source>Lessons</source>
        <translation>Lessons</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="109" />
        <source>My progress</source>
        <translation>My progress</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="110" />
        <source>Settings</source>
        <translation>Settings</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="111" />
        <source>Switch trainee</source>
        <translation>Switch trainee</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="112" />
        <source>Quit</source>
        <translation>Quit</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="220" />
        <source>Session summary</source>
        <translation>Session summary</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="223" />
        <source>Questions: {n}
Correct: {correct} ({accuracy})
Median time: {median}
Improved: {improved}</source>
        <translation>Questions: {n}
Correct: {correct} ({accuracy})
Median time: {median}
Improved: {improved}</translation>
    </message>
</context>
<context>
    <name>OrderingAnswer</name>
    <message>
        <location filename="../views/answers.py" line="261" />
        <source>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</source>
        <translation>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../views/progress_view.py" line="136" />
        <source>{answers} answers · {accuracy} correct · median {median} · streak {streak} days</source>
        <translation>{answers} answers · {accuracy} correct · median {median} · streak {streak} days</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="141" />
        <source>Activity (last 13 weeks)</source>
        <translation>Activity (last 13 weeks)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Drill</source>
        <translation>Drill</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Answers</source>
        <translation>Answers</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Accuracy</source>
        <translation>Accuracy</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="145" />
        <source>Median time</source>
        <translation>Median time</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="156" />
        <source>Recent mistakes</source>
        <translation>Recent mistakes</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="157" />
        <source>Try again (Enter)</source>
        <translation>Try again (Enter)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="167" />
        <source>{day} · {title} (level {level}) · expected {expected}</source>
        <translation>{day} · {title} (level {level}) · expected {expected}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="184" />
        <source>Accuracy (%)</source>
        <translation>Accuracy (%)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="186" />
        <source>Median seconds</source>
        <translation>Median seconds</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="217" />
        <source>Accuracy and speed by day</source>
        <translation>Accuracy and speed by day</translation>
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
        <translation>Language</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="152" />
        <source>Sound</source>
        <translation>Sound</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="153" />
        <location filename="../views/settings_view.py" line="156" />
        <source>On</source>
        <translation>On</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="154" />
        <source>Volume</source>
        <translation>Volume</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="155" />
        <source>Animations</source>
        <translation>Animations</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="157" />
        <source>Rulebook and house rules</source>
        <translation>Rulebook and house rules</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="158" />
        <source>Rulebook</source>
        <translation>Rulebook</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="159" />
        <source>Save house rules</source>
        <translation>Save house rules</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="160" />
        <source>Back to the regulation</source>
        <translation>Back to the regulation</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="162" />
        <source>Punto banco: banker commission (PB-04)</source>
        <translation>Punto banco: banker commission (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="164" />
        <source>Punto banco: commission collected (PB-04)</source>
        <translation>Punto banco: commission collected (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="166" />
        <source>Blackjack: doubling allowed on (BJ-15)</source>
        <translation>Blackjack: doubling allowed on (BJ-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="168" />
        <source>Blackjack: dealer blackjack takes (BJ-12)</source>
        <translation>Blackjack: dealer blackjack takes (BJ-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="170" />
        <source>Blackjack: table minimum (BJ-04)</source>
        <translation>Blackjack: table minimum (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="171" />
        <source>Blackjack: table maximum (BJ-04)</source>
        <translation>Blackjack: table maximum (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="172" />
        <source>Roulette: table minimum (RO-12)</source>
        <translation>Roulette: table minimum (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="173" />
        <source>Roulette: maximum on a straight (RO-12)</source>
        <translation>Roulette: maximum on a straight (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="174" />
        <source>Craps: table minimum (CR-15)</source>
        <translation>Craps: table minimum (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="175" />
        <source>Craps: simple-bet maximum (CR-15)</source>
        <translation>Craps: simple-bet maximum (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="176" />
        <source>Payouts that do not fall on a chip</source>
        <translation>Payouts that do not fall on a chip</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="181" />
        <source>at once, from each win</source>
        <translation>at once, from each win</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="182" />
        <source>at the end of the shoe</source>
        <translation>at the end of the shoe</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="183" />
        <source>any first two cards</source>
        <translation>any first two cards</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="184" />
        <source>9, 10 or 11 only</source>
        <translation>9, 10 or 11 only</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="185" />
        <source>every bet, doubles and splits included</source>
        <translation>every bet, doubles and splits included</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="186" />
        <source>the original bets only</source>
        <translation>the original bets only</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="187" />
        <source>paid exactly, to the cent</source>
        <translation>paid exactly, to the cent</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="188" />
        <source>rounded down to the smallest chip</source>
        <translation>rounded down to the smallest chip</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="235" />
        <source>Not saved: {field}: {problem}</source>
        <translation>Not saved: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="245" />
        <source>Saved. New questions use these rules.</source>
        <translation>Saved. New questions use these rules.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="255" />
        <source>House rules removed: the regulation's values apply.</source>
        <translation>House rules removed: the regulation's values apply.</translation>
    </message>
</context>
<context>
    <name>SettlementAnswer</name>
    <message>
        <location filename="../views/answers.py" line="313" />
        <source>Bet</source>
        <translation>Bet</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="314" />
        <source>Result</source>
        <translation>Result</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="315" />
        <source>Amount paid or collected</source>
        <translation>Amount paid or collected</translation>
    </message>
</context>
<context>
    <name>WhoView</name>
    <message>
        <location filename="../views/who_view.py" line="59" />
        <source>Who is practising?</source>
        <translation>Who is practising?</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="60" />
        <source>New trainee's name</source>
        <translation>New trainee's name</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="61" />
        <source>Add trainee</source>
        <translation>Add trainee</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="62" />
        <source>Start (Enter)</source>
        <translation>Start (Enter)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="71" />
        <source>{name} (instructor)</source>
        <translation>{name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="84" />
        <source>Type a name first.</source>
        <translation>Type a name first.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="89" />
        <source>There is already someone called {name}.</source>
        <translation>There is already someone called {name}.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="105" />
        <source>Add a trainee to begin.</source>
        <translation>Add a trainee to begin.</translation>
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
        <translation>Punto banco</translation>
    </message>
    <message>
        <location filename="../games.py" line="22" />
        <source>Chemin de fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../games.py" line="23" />
        <source>Trente et quarante</source>
        <translation>Trente et quarante</translation>
    </message>
    <message>
        <location filename="../games.py" line="24" />
        <source>Boule</source>
        <translation>Boule</translation>
    </message>
    <message>
        <location filename="../games.py" line="25" />
        <source>Roulette</source>
        <translation>Roulette</translation>
    </message>
    <message>
        <location filename="../games.py" line="26" />
        <source>Craps</source>
        <translation>Craps</translation>
    </message>
    <message>
        <location filename="../games.py" line="27" />
        <source>Chips</source>
        <translation>Chips</translation>
    </message>
</context>
<context>
    <name>mastery</name>
    <message>
        <location filename="../views/home_view.py" line="34" />
        <source>Not started</source>
        <translation>Not started</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="35" />
        <source>Attempted</source>
        <translation>Attempted</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="36" />
        <source>Familiar</source>
        <translation>Familiar</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="37" />
        <source>Proficient</source>
        <translation>Proficient</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="38" />
        <source>Mastered</source>
        <translation>Mastered</translation>
    </message>
</context>
<context>
    <name>window</name>
    <message>
        <location filename="../app.py" line="48" />
        <source>Progress file repaired</source>
        <translation>Progress file repaired</translation>
    </message>
</context>
</TS>