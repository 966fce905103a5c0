<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ca" sourcelanguage="en">
<context>
    <name>ChipTray</name>
    <message>
        <location filename="../table/chip_tray.py" line="95"/>
        <source>amount (F2)</source>
        <translation>import (F2)</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="97"/>
        <source>Type an amount and press Enter: the tray takes the fewest chips</source>
        <translation>Escriviu un import i premeu Retorn: la safata el fa amb el mínim de fitxes</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="136"/>
        <source>{amount} cannot be made with the table&apos;s chips</source>
        <translation>{amount} no es pot fer amb les fitxes de la taula</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="154"/>
        <source>“{text}” is not an amount</source>
        <translation>«{text}» no és un import</translation>
    </message>
    <message>
        <location filename="../table/chip_tray.py" line="170"/>
        <source>Tray: {total}</source>
        <translation>Safata: {total}</translation>
    </message>
</context>
<context>
    <name>ChipsAnswer</name>
    <message>
        <location filename="../views/answers.py" line="195"/>
        <source>Remove the last chip (Backspace)</source>
        <translation>Treu l&apos;última fitxa (Retrocés)</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="218"/>
        <source>Chips: {chips}   Total: {total}</source>
        <translation>Fitxes: {chips}   Total: {total}</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <location filename="../views/class_model.py" line="191"/>
        <source>{name} — {game}: no session at the table</source>
        <translation>{name} — {game}: cap sessió a la taula</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="197"/>
        <source>no timed session</source>
        <translation>cap sessió cronometrada</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="199"/>
        <source>{name} — {game} at the table: {sessions}, last pace {pace}; red lines: {last} in the last session, {all} in all</source>
        <translation>{name} — {game} a la taula: {sessions}, últim ritme {pace}; línies vermelles: {last} a l&apos;última sessió, {all} en total</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/class_model.py" line="206"/>
        <location filename="../views/class_model.py" line="283"/>
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n sessió</numerusform>
            <numerusform>%n sessions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="255"/>
        <source>{game}
at the table</source>
        <translation>{game}
a la taula</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="259"/>
        <source>{game} at the table: sessions played, the last timed pace (coups an hour) and the red lines of the last session</source>
        <translation>{game} a la taula: sessions fetes, l&apos;últim ritme cronometrat (jugades per hora) i les línies vermelles de l&apos;última sessió</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <location filename="../views/instructor_view.py" line="146"/>
        <source>The class&apos;s weakest drills</source>
        <translation>Els exercicis més febles de la classe</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="174"/>
        <source>Trainee</source>
        <translation>Alumne</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="190"/>
        <source>{trainees} · {answers} in the last 30 days</source>
        <translation>{trainees} · {answers} els últims 30 dies</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="207"/>
        <source>, median {pace} of target</source>
        <translation>, mediana: {pace} de l&apos;objectiu</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="214"/>
        <source>{title}: {accuracy} right · {trainees}{pace}</source>
        <translation>{title}: {accuracy} d&apos;encerts · {trainees}{pace}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="224"/>
        <source>Answers</source>
        <translation>Respostes</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="225"/>
        <source>Accuracy (%)</source>
        <translation>Encerts (%)</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="226"/>
        <source>Class activity, last 30 days</source>
        <translation>Activitat de la classe, últims 30 dies</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="140"/>
        <source>C&amp;lass:</source>
        <translation>G&amp;rup:</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="141"/>
        <source>Show &amp;archived trainees</source>
        <translation>Mostra els alumnes &amp;arxivats</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="142"/>
        <source>&amp;Plans: done / trainees, by the due date</source>
        <translation>&amp;Plans: fets / alumnes, per data límit</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>For</source>
        <translation>Per a</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>Due by</source>
        <translation>Data límit</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="144"/>
        <source>Done</source>
        <translation>Fets</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="164"/>
        <source>All trainees</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="164"/>
        <source>In no class</source>
        <translation>Sense grup</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="175"/>
        <source>archived</source>
        <translation>arxivat</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="239"/>
        <source>{drill}, level {level}</source>
        <translation>{drill}, nivell {level}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="242"/>
        <source>Every trainee</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="250"/>
        <source>Overdue: not everyone is done</source>
        <translation>Fora de termini: no tothom l&apos;ha fet</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="192"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="191"/>
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n alumne</numerusform>
            <numerusform>%n alumnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="217"/>
        <source>practised by %n trainee(s)</source>
        <translation>
            <numerusform>el practica %n alumne</numerusform>
            <numerusform>el practiquen %n alumnes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="176"/>
        <source>working on L{level}</source>
        <translation>treballa el N{level}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="156"/>
        <source>Each cell: mastery and the level reached (→ the level worked on) · accuracy, median / target seconds</source>
        <translation>Cada casella: domini i nivell assolit (→ el nivell en què treballa) · encerts, mediana / segons objectiu</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="194"/>
        <source> · every station</source>
        <translation> · tots els llocs de pràctiques</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="197"/>
        <source>The school server did not answer: this station&apos;s answers only.
{why}</source>
        <translation>El servidor de l&apos;escola no ha respost: només es veuen les respostes d&apos;aquest lloc de pràctiques.
{why}</translation>
    </message>
</context>
<context>
    <name>DrillNotes</name>
    <message>
        <location filename="../views/drill_notes.py" line="36"/>
        <source>Level up! Level {level} is open: you are proficient at level {below}.</source>
        <translation>Nou nivell! El nivell {level} ja és obert: sou competent al nivell {below}.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="44"/>
        <source>Cleared: answered right twice.</source>
        <translation>Superada: resposta encertada dues vegades.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="46"/>
        <source>Right once: it comes back once more.</source>
        <translation>Encertada una vegada: tornarà a sortir un cop més.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="48"/>
        <source>It comes back until you answer it right twice.</source>
        <translation>Tornarà a sortir fins que l&apos;encerteu dues vegades.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="50"/>
        <source>Mistakes left to redo: {count}</source>
        <translation>Errors per repetir: {count}</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="52"/>
        <source>No mistakes left to redo.</source>
        <translation>No queda cap error per repetir.</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../views/drill_view.py" line="201"/>
        <source>{title} — level {level}</source>
        <translation>{title} — nivell {level}</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="191"/>
        <location filename="../views/drill_view.py" line="446"/>
        <source>Submit (Enter)</source>
        <translation>Respon (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="263"/>
        <location filename="../views/drill_view.py" line="444"/>
        <source>Next (Enter)</source>
        <translation>Següent (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="326"/>
        <source>Correct</source>
        <translation>Correcte</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="326"/>
        <source>Not quite</source>
        <translation>No del tot</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="332"/>
        <source>{seconds} (target {target})</source>
        <translation>{seconds} (objectiu {target})</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="341"/>
        <source>Expected</source>
        <translation>S&apos;esperava</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="342"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="343"/>
        <source>Rules</source>
        <translation>Regles</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="344"/>
        <source>Worked solution</source>
        <translation>Solució pas a pas</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="420"/>
        <source>{seconds} (untimed)</source>
        <translation>{seconds} (sense temps)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="440"/>
        <source>End session (Esc)</source>
        <translation>Acaba la sessió (Esc)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="279"/>
        <location filename="../views/drill_view.py" line="442"/>
        <source>Retry saving (Enter)</source>
        <translation>Torna a desar (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="298"/>
        <source>Your answer is still not saved. Press Enter to retry, or end the session again to leave without it.</source>
        <translation>La resposta encara no s&apos;ha desat. Premeu Retorn per tornar a desar-la, o torneu a acabar la sessió per sortir sense desar-la.</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="205"/>
        <source>redo: right {right} of {needed}</source>
        <translation>repetició: {right} de {needed} encerts</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="361"/>
        <source>Your answer</source>
        <translation>La vostra resposta</translation>
    </message>
</context>
<context>
    <name>ExamTablePage</name>
    <message>
        <location filename="../views/exam_table.py" line="62"/>
        <source>End the exam</source>
        <translation>Acaba l&apos;examen</translation>
    </message>
</context>
<context>
    <name>ExamView</name>
    <message>
        <location filename="../views/exam_view.py" line="299"/>
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="302"/>
        <source>A timed self-assessment before certification: no feedback until the end, each question and the whole exam have a time limit, and a question not answered in time counts as wrong. Leaving the exam ends it as not passed.</source>
        <translation>Una autoavaluació cronometrada abans de la certificació: cap correcció fins al final, cada pregunta i tot l&apos;examen tenen un temps límit, i una pregunta no contestada a temps compta com a errada. Sortir de l&apos;examen el dona per no superat.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="307"/>
        <source>Start the exam (Enter)</source>
        <translation>Comença l&apos;examen (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="312"/>
        <source>Submit (Enter)</source>
        <translation>Respon (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="313"/>
        <location filename="../views/exam_view.py" line="318"/>
        <source>End the exam</source>
        <translation>Acaba l&apos;examen</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="314"/>
        <source>Missed and slowest questions (select to replay)</source>
        <translation>Preguntes fallades i més lentes (seleccioneu-ne una per tornar-la a veure)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="315"/>
        <source>Certificate (PDF)…</source>
        <translation>Certificat (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="316"/>
        <source>Done</source>
        <translation>Fet</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="324"/>
        <source>Section</source>
        <translation>Secció</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="325"/>
        <source>Right</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="326"/>
        <source>Accuracy (mark)</source>
        <translation>Encerts (nota mínima)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="327"/>
        <source>In target time (mark)</source>
        <translation>Dins del temps objectiu (nota mínima)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="328"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="363"/>
        <source>{title} — {questions}, {minutes} min</source>
        <translation>{title} — {questions}, {minutes} min</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="379"/>
        <source>Exam file refused: {problem}</source>
        <translation>Fitxer d&apos;examen rebutjat: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="465"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: {questions} at level {level}, {seconds} each ({drills}). Pass: {accuracy} right, {speed} right within the target time.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {questions} de nivell {level}, {seconds} cadascuna ({drills}). Per aprovar: {accuracy} d&apos;encerts, {speed} d&apos;encerts dins del temps objectiu.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="640"/>
        <source>{title} · question {number} of {total} · {section}</source>
        <translation>{title} · pregunta {number}/{total} · {section}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="744"/>
        <source>Question: {seconds} / {limit}</source>
        <translation>Pregunta: {seconds} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="730"/>
        <location filename="../views/exam_view.py" line="751"/>
        <source>Exam: {elapsed} / {limit}</source>
        <translation>Examen: {elapsed} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="811"/>
        <location filename="../views/exam_view.py" line="865"/>
        <source>Passed</source>
        <translation>Superat</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="813"/>
        <location filename="../views/exam_view.py" line="865"/>
        <source>Not passed</source>
        <translation>No superat</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="815"/>
        <source>{verdict}: {correct} of {questions} right</source>
        <translation>{verdict}: {correct} correctes sobre {questions}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="824"/>
        <source>ended early</source>
        <translation>acabat abans d&apos;hora</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="825"/>
        <source>out of time</source>
        <translation>sense temps</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="957"/>
        <source>not answered in time</source>
        <translation>no contestada a temps</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="959"/>
        <source>wrong</source>
        <translation>errada</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="959"/>
        <source>too late</source>
        <translation>massa tard</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="961"/>
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="963"/>
        <source>{number}. {title} · {seconds} · {why}</source>
        <translation>{number}. {title} · {seconds} · {why}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="983"/>
        <source>Time: {seconds} (target {target})</source>
        <translation>Temps: {seconds} (objectiu {target})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="996"/>
        <source>Certificate</source>
        <translation>Certificat</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="308"/>
        <source>Proctored by:</source>
        <translation>Supervisat per:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="309"/>
        <source>the instructor&apos;s passphrase</source>
        <translation>la contrasenya de l&apos;instructor</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="311"/>
        <location filename="../views/exam_view.py" line="385"/>
        <source>Nobody: self-assessment, not proctored</source>
        <translation>Ningú: autoavaluació, sense supervisió</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="416"/>
        <source>Wrong passphrase. Wait {seconds} s before trying again.</source>
        <translation>Contrasenya incorrecta. Espereu {seconds} s abans de tornar-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="420"/>
        <source>Wrong passphrase. Try again.</source>
        <translation>Contrasenya incorrecta. Torneu-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="432"/>
        <source>The school key cannot be used: {problem}</source>
        <translation>No es pot fer servir la clau de l&apos;escola: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="576"/>
        <source>The exam cannot be sealed: {problem}</source>
        <translation>No es pot segellar l&apos;examen: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="602"/>
        <source>Proctored by {name}</source>
        <translation>Supervisat per {name}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="603"/>
        <source>Self-assessment, not proctored</source>
        <translation>Autoavaluació, sense supervisió</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="832"/>
        <source>signed with the school key</source>
        <translation>signat amb la clau de l&apos;escola</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="834"/>
        <source>signed by this station only</source>
        <translation>signat només per aquest lloc de pràctiques</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="838"/>
        <source>Reference: {code}</source>
        <translation>Referència: {code}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="365"/>
        <location filename="../views/exam_view.py" line="469"/>
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n pregunta</numerusform>
            <numerusform>%n preguntes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="317"/>
        <source>&amp;Sit:</source>
        <translation>&amp;Fer:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="319"/>
        <source>Table session report…</source>
        <translation>Informe de la sessió a la taula…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="320"/>
        <source>Retake the failed area…</source>
        <translation>Repetir l&apos;àrea no superada…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="329"/>
        <source>Grade</source>
        <translation>Qualificació</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="486"/>
        <source>{family} {mark}</source>
        <translation>{family} {mark}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="493"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: a session at the {game} table, {coups} in {mode} mode (no prompts, no hints). Pass: {marks} of the acts right; any red line fails the exam.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: una sessió a la taula de {game}, {coups} en mode {mode} (sense indicacions ni pistes). Per superar-la: {marks} de les accions correctes; qualsevol línia vermella suspèn l&apos;examen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="498"/>
        <location filename="../views/exam_view.py" line="872"/>
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="513"/>
        <source>The whole exam</source>
        <translation>L&apos;examen sencer</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="531"/>
        <source>Retake “{area}” alone (exam of {day})</source>
        <translation>Repetir només «{area}» (examen: {day})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="589"/>
        <source>This exam has changed since it was sat: sit the whole exam again.</source>
        <translation>Aquest examen ha canviat des que es va fer: torneu a fer l&apos;examen sencer.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="592"/>
        <source>The earlier result does not match its signature: sit the whole exam again.</source>
        <translation>El resultat anterior no coincideix amb la seva signatura: torneu a fer l&apos;examen sencer.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="595"/>
        <source>That area cannot be retaken alone: sit the whole exam.</source>
        <translation>Aquesta àrea no es pot repetir sola: feu l&apos;examen sencer.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="659"/>
        <source>{title} · {section}</source>
        <translation>{title} · {section}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="866"/>
        <location filename="../views/exam_view.py" line="903"/>
        <source>fail</source>
        <translation>no superada</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="871"/>
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} accions</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="873"/>
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n línia vermella</numerusform>
            <numerusform>%n línies vermelles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="898"/>
        <source>{family} {right}/{total} (mark {mark}, {grade})</source>
        <translation>{family} {right}/{total} (mínim {mark}, {grade})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="915"/>
        <source>Pace: {pace}</source>
        <translation>Ritme: {pace}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="919"/>
        <source>&lt;b&gt;{name}&lt;/b&gt;: carried from the exam of {day}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: conservada d&apos;un examen anterior ({day})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="927"/>
        <source>A red line was crossed at the table: the exam is not passed, and it is sat again whole.</source>
        <translation>S&apos;ha traspassat una línia vermella a la taula: l&apos;examen no s&apos;ha superat i s&apos;ha de tornar a fer sencer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="820"/>
        <source>%n area(s) not passed</source>
        <translation>
            <numerusform>%n àrea no superada</numerusform>
            <numerusform>%n àrees no superades</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>GameView</name>
    <message>
        <location filename="../views/home_view.py" line="293"/>
        <source>Learn the rules (Ctrl+L)</source>
        <translation>Aprèn les regles (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="294"/>
        <source>Run the table (Ctrl+J)</source>
        <translation>Porta la taula (Ctrl+J)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="295"/>
        <location filename="../views/home_view.py" line="300"/>
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="296"/>
        <source>Practise (Enter)</source>
        <translation>Practica (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="299"/>
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="301"/>
        <source>Mastery</source>
        <translation>Domini</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="302"/>
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="303"/>
        <source>Median time / target</source>
        <translation>Temps mitjà / objectiu</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="376"/>
        <source>L{level}: {note}, {target}</source>
        <translation>N{level}: {note}, {target}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="372"/>
        <source>untimed</source>
        <translation>sense temps</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="380"/>
        <source>L{level}: {target}</source>
        <translation>N{level}: {target}</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <location filename="../views/home_view.py" line="143"/>
        <source>Hello, {name}</source>
        <translation>Hola, {name}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="144"/>
        <source>▶  Continue practice (Ctrl+P)</source>
        <translation>▶  Continua la pràctica (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="145"/>
        <source>Run the table (Ctrl+J)</source>
        <translation>Porta la taula (Ctrl+J)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="152"/>
        <source>Today: {answers} · streak: {streak} (longest {longest})</source>
        <translation>Avui: {answers} · ratxa: {streak} (la més llarga, {longest})</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="191"/>
        <source>{proficient} of {total} drills proficient</source>
        <translation>Competent en {proficient} de {total} exercicis</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="214"/>
        <source>Assigned by your instructor: {items}</source>
        <translation>Assignat pel vostre instructor: {items}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="153"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="154"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dies</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="1"/>
        <source>L{level}</source>
        <translation>N{level}</translation>
    </message>
</context>
<context>
    <name>InstructorSecretDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="307"/>
        <source>Instructor</source>
        <translation>Instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="308"/>
        <source>Passphrase</source>
        <translation>Contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="310"/>
        <source>Instructor&apos;s approval</source>
        <translation>Aprovació d&apos;un instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="315"/>
        <source>There is no instructor yet.</source>
        <translation>Encara no hi ha cap instructor.</translation>
    </message>
</context>
<context>
    <name>InstructorView</name>
    <message>
        <location filename="../views/instructor_view.py" line="314"/>
        <source>Instructor mode — {name}</source>
        <translation>Mode instructor — {name}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="315"/>
        <source>Instructor mode needs an instructor&apos;s PIN.</source>
        <translation>El mode instructor demana el PIN d&apos;un instructor.</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="318"/>
        <source>Class overview</source>
        <translation>Resum de la classe</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="319"/>
        <source>Trainee detail</source>
        <translation>Detall de l&apos;alumne</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="321"/>
        <source>Practice plans</source>
        <translation>Plans de pràctica</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="322"/>
        <source>Stations and reports</source>
        <translation>Llocs i informes</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="320"/>
        <source>Trainees and classes</source>
        <translation>Alumnes i grups</translation>
    </message>
</context>
<context>
    <name>LessonView</name>
    <message>
        <location filename="../views/lesson_view.py" line="43"/>
        <source>Lesson:</source>
        <translation>Lliçó:</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="77"/>
        <location filename="../views/lesson_view.py" line="93"/>
        <source>This lesson cannot be shown: {problem}</source>
        <translation>No es pot mostrar aquesta lliçó: {problem}</translation>
    </message>
    <message>
        <location filename="../views/lesson_view.py" line="81"/>
        <source>This lesson is not yet translated; showing English.</source>
        <translation>Aquesta lliçó encara no està traduïda; es mostra en anglès.</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../main_window.py" line="258"/>
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="259"/>
        <source>&amp;File</source>
        <translation>&amp;Fitxer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="260"/>
        <source>&amp;Go</source>
        <translation>&amp;Vés</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="263"/>
        <source>Home</source>
        <translation>Inici</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="264"/>
        <source>Continue practice</source>
        <translation>Continua la pràctica</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="265"/>
        <source>Lessons</source>
        <translation>Lliçons</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="266"/>
        <source>My progress</source>
        <translation>El meu progrés</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="267"/>
        <source>Settings</source>
        <translation>Configuració</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="268"/>
        <source>Switch trainee</source>
        <translation>Canvia d&apos;alumne</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="269"/>
        <source>Quit</source>
        <translation>Surt</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="273"/>
        <source>Run the table</source>
        <translation>Porta la taula</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="436"/>
        <source>Session summary</source>
        <translation>Resum de la sessió</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="439"/>
        <source>Questions: {n}
Correct: {correct} ({accuracy})
Median time: {median}
Improved: {improved}</source>
        <translation>Preguntes: {n}
Correctes: {correct} ({accuracy})
Temps mitjà: {median}
Millores: {improved}</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="261"/>
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="270"/>
        <source>Keyboard shortcuts</source>
        <translation>Dreceres de teclat</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="271"/>
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="272"/>
        <source>Instructor mode</source>
        <translation>Mode instructor</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="340"/>
        <source>Instructor mode needs an instructor&apos;s PIN: choose an instructor.</source>
        <translation>El mode instructor demana el PIN d&apos;un instructor: trieu un instructor.</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="1"/>
        <source>House rules refused, the regulation applies: {problem}</source>
        <translation>Normes de la casa refusades, s'aplica el reglament: {problem}</translation>
    </message>
</context>
<context>
    <name>NewInstructorDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="345"/>
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="371"/>
        <source>New instructor</source>
        <translation>Nou instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="389"/>
        <source>Type a name first.</source>
        <translation>Escriviu primer un nom.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="393"/>
        <source>There is already someone called {name}.</source>
        <translation>Ja hi ha algú que es diu {name}.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="346"/>
        <source>Passphrase</source>
        <translation>Contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="347"/>
        <source>Passphrase again</source>
        <translation>Repetiu la contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="351"/>
        <source>At least {count} characters: a few words are easy to remember and hard to guess.</source>
        <translation>{count} caràcters com a mínim: unes quantes paraules són fàcils de recordar i difícils d&apos;endevinar.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="364"/>
        <source>Approved by</source>
        <translation>Aprovat per</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="365"/>
        <source>Their passphrase</source>
        <translation>La seva contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="371"/>
        <source>The first instructor</source>
        <translation>El primer instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="376"/>
        <source>This station has no instructor yet: the first one needs nobody&apos;s approval.</source>
        <translation>Aquest lloc de pràctiques encara no té cap instructor: el primer no necessita l&apos;aprovació de ningú.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="378"/>
        <source>An instructor of this station approves with their passphrase.</source>
        <translation>Un instructor d&apos;aquest lloc de pràctiques ho ha d&apos;aprovar amb la seva contrasenya.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="411"/>
        <source>An instructor now exists: ask them to approve.</source>
        <translation>Ara ja hi ha un instructor: demaneu-li que ho aprovi.</translation>
    </message>
</context>
<context>
    <name>OrderingAnswer</name>
    <message>
        <location filename="../views/answers.py" line="336"/>
        <source>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</source>
        <translation>Seleccioneu un element i moveu-lo amb Ctrl+Amunt / Ctrl+Avall, o arrossegueu-lo.</translation>
    </message>
</context>
<context>
    <name>PaceMeter</name>
    <message>
        <location filename="../table/pace.py" line="52"/>
        <source>{value} {unit} an hour (target {low}–{high})</source>
        <translation>{value} {unit} per hora (objectiu {low}–{high})</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="267"/>
        <source>Instructor mode</source>
        <translation>Mode instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="246"/>
        <source>Passphrase for {name}:</source>
        <translation>Contrasenya per a {name}:</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="248"/>
        <source>{name}&apos;s profile is protected.</source>
        <translation>{name} ha protegit el seu perfil amb un PIN.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="255"/>
        <source>{name}&apos;s PIN</source>
        <translation>{name}: PIN del perfil</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="258"/>
        <source>the passphrase of {name} (instructor)</source>
        <translation>{name} (instructor): contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="262"/>
        <source>Open with</source>
        <translation>Obre amb</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="267"/>
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
</context>
<context>
    <name>PlansPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="146"/>
        <source>New practice plan</source>
        <translation>Nou pla de pràctica</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="157"/>
        <source>For</source>
        <translation>Per a</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="158"/>
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="159"/>
        <source>Target level</source>
        <translation>Nivell objectiu</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="160"/>
        <source>Due by</source>
        <translation>Data límit</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="154"/>
        <source>Cancel the selected plan</source>
        <translation>Anul·la el pla seleccionat</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>F&amp;or</source>
        <translation>&amp;Per a</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>&amp;Drill</source>
        <translation>&amp;Exercici</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>Target &amp;level</source>
        <translation>&amp;Nivell objectiu</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="149"/>
        <source>Due &amp;by</source>
        <translation>&amp;Data límit</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="153"/>
        <source>&amp;Assign</source>
        <translation>&amp;Assigna</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="161"/>
        <source>Done</source>
        <translation>Fets</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="168"/>
        <location filename="../views/instructor_tools.py" line="180"/>
        <source>Every trainee</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="168"/>
        <source>Classes</source>
        <translation>Grups</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="168"/>
        <source>Trainees</source>
        <translation>Alumnes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="191"/>
        <source>Overdue: not everyone is done</source>
        <translation>Fora de termini: no tothom l&apos;ha fet</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../views/progress_view.py" line="173"/>
        <source>{answers} · {accuracy} correct · median {median} · streak {streak}</source>
        <translation>{answers} · {accuracy} correctes · mediana {median} · ratxa: {streak}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="180"/>
        <source>Activity (last 13 weeks)</source>
        <translation>Activitat (últimes 13 setmanes)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="225"/>
        <source>Drills (select one to see it on the chart)</source>
        <translation>Exercicis (trieu-ne un per veure&apos;l al gràfic)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Answers</source>
        <translation>Respostes</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="227"/>
        <source>Median time</source>
        <translation>Temps mitjà</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="290"/>
        <source>Target at level {level}: {seconds}</source>
        <translation>Objectiu al nivell {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="294"/>
        <source>{drill}: accuracy and speed by day</source>
        <translation>{drill}: encerts i rapidesa per dia</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="186"/>
        <source>Recent mistakes</source>
        <translation>Errors recents</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="187"/>
        <source>Try again (Enter)</source>
        <translation>Torna-ho a provar (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="201"/>
        <source>{day} · {title} (level {level}) · expected {expected}</source>
        <translation>{day} · {title} (nivell {level}) · s&apos;esperava {expected}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="230"/>
        <source>All drills</source>
        <translation>Tots els exercicis</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="276"/>
        <source>Accuracy (%)</source>
        <translation>Encerts (%)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="276"/>
        <source>Median seconds</source>
        <translation>Segons (mitjana)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="279"/>
        <source>Accuracy and speed by day</source>
        <translation>Encerts i rapidesa per dia</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="174"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="177"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dies</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189"/>
        <source>Redo my mistakes ({count})</source>
        <translation>Repeteix els meus errors ({count})</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="190"/>
        <source>Each recent mistake again, until you answer it right twice</source>
        <translation>Cada error recent, de nou fins que l&apos;encerteu dues vegades</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../views/question_panel.py" line="162"/>
        <source>{prompt}
Hint: {hint}</source>
        <translation>{prompt}
Pista: {hint}</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../views/replay_panel.py" line="55"/>
        <source>level {level}</source>
        <translation>nivell {level}</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="56"/>
        <source>Answer given</source>
        <translation>Resposta donada</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="57"/>
        <source>Expected</source>
        <translation>S&apos;esperava</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="68"/>
        <source>Worked solution</source>
        <translation>Solució pas a pas</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <source>Section</source>
        <translation>Secció</translation>
    </message>
    <message>
        <location filename="../reports.py" line="115"/>
        <source>Passed</source>
        <translation>Superat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="115"/>
        <source>Not passed</source>
        <translation>No superat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="131"/>
        <source>Accuracy by game, week by week</source>
        <translation>Encerts per joc, setmana a setmana</translation>
    </message>
    <message>
        <location filename="../reports.py" line="133"/>
        <source>Progress report: {name}</source>
        <translation>Informe de progrés: {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="134"/>
        <location filename="../reports.py" line="298"/>
        <source>Printed on {day}</source>
        <translation>Imprès: {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="135"/>
        <source>Drills</source>
        <translation>Exercicis</translation>
    </message>
    <message>
        <location filename="../reports.py" line="140"/>
        <source>{answers} answers · {accuracy} correct · median {median}</source>
        <translation>{answers} respostes · {accuracy} correctes · mediana {median}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="156"/>
        <location filename="../reports.py" line="308"/>
        <location filename="../reports.py" line="371"/>
        <location filename="../reports.py" line="445"/>
        <location filename="../reports.py" line="482"/>
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../reports.py" line="157"/>
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <location filename="../reports.py" line="158"/>
        <source>Mastery</source>
        <translation>Domini</translation>
    </message>
    <message>
        <location filename="../reports.py" line="159"/>
        <location filename="../reports.py" line="289"/>
        <location filename="../reports.py" line="339"/>
        <source>Answers</source>
        <translation>Respostes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="160"/>
        <location filename="../reports.py" line="308"/>
        <location filename="../reports.py" line="340"/>
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="161"/>
        <location filename="../reports.py" line="341"/>
        <source>Median time</source>
        <translation>Temps mitjà</translation>
    </message>
    <message>
        <location filename="../reports.py" line="162"/>
        <source>Target</source>
        <translation>Objectiu</translation>
    </message>
    <message>
        <location filename="../reports.py" line="245"/>
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <location filename="../reports.py" line="370"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <source>Score</source>
        <translation>Puntuació</translation>
    </message>
    <message>
        <location filename="../reports.py" line="250"/>
        <location filename="../reports.py" line="723"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="258"/>
        <source>Not finished</source>
        <translation>No acabat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="264"/>
        <source>No exams yet</source>
        <translation>Encara no hi ha exàmens</translation>
    </message>
    <message>
        <location filename="../reports.py" line="290"/>
        <source>Accuracy (%)</source>
        <translation>Encerts (%)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="291"/>
        <source>Class activity, last 30 days</source>
        <translation>Activitat de la classe, últims 30 dies</translation>
    </message>
    <message>
        <location filename="../reports.py" line="296"/>
        <source>Class report</source>
        <translation>Informe de la classe</translation>
    </message>
    <message>
        <location filename="../reports.py" line="299"/>
        <source>Weakest drills</source>
        <translation>Exercicis més febles</translation>
    </message>
    <message>
        <location filename="../reports.py" line="207"/>
        <location filename="../reports.py" line="414"/>
        <source>Trainee</source>
        <translation>Alumne</translation>
    </message>
    <message>
        <location filename="../reports.py" line="308"/>
        <location filename="../reports.py" line="406"/>
        <source>Trainees</source>
        <translation>Alumnes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="308"/>
        <source>Pace</source>
        <translation>Ritme</translation>
    </message>
    <message>
        <location filename="../reports.py" line="703"/>
        <source>The exam was ended early.</source>
        <translation>L&apos;examen es va acabar abans d&apos;hora.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="704"/>
        <source>The exam ran out of time.</source>
        <translation>L&apos;examen es va quedar sense temps.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="659"/>
        <source>Exam: {title}</source>
        <translation>Examen: {title}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="543"/>
        <location filename="../reports.py" line="661"/>
        <source>Date: {day}</source>
        <translation>Data: {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="698"/>
        <source>{correct} of {questions} right</source>
        <translation>{correct} correctes sobre {questions}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="559"/>
        <location filename="../reports.py" line="720"/>
        <source>Right</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="721"/>
        <source>Accuracy (mark)</source>
        <translation>Encerts (nota mínima)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="722"/>
        <source>In target time (mark)</source>
        <translation>Dins del temps objectiu (nota mínima)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="651"/>
        <source>Certificate: proctored exam</source>
        <translation>Certificat: examen supervisat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="653"/>
        <source>Certificate of self-assessment (not proctored)</source>
        <translation>Certificat d&apos;autoavaluació (sense supervisió)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="676"/>
        <source>This exam was sealed before signed certificates: no code.</source>
        <translation>Aquest examen es va segellar abans dels certificats signats: no té codi.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="692"/>
        <source>Proctored by {name}</source>
        <translation>Supervisat per {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="693"/>
        <source>Self-assessment, not proctored</source>
        <translation>Autoavaluació, sense supervisió</translation>
    </message>
    <message>
        <location filename="../reports.py" line="806"/>
        <source>Custom exam (an instructor&apos;s file), digest {digest}</source>
        <translation>Examen personalitzat (fitxer d&apos;un instructor), empremta {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="808"/>
        <source>Exam bundled with the trainer, digest {digest}</source>
        <translation>Examen inclòs amb l&apos;aplicació, empremta {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="811"/>
        <source>Rulebook: {rulebook}</source>
        <translation>Reglament: {rulebook}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="813"/>
        <source>House rules: {rules}</source>
        <translation>Normes de la casa: {rules}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="815"/>
        <source>House rules: none</source>
        <translation>Normes de la casa: cap</translation>
    </message>
    <message>
        <location filename="../reports.py" line="826"/>
        <source>Check this certificate on any computer with the school&apos;s public key (school-key.pub): dealer-trainer verify certificate.pdf, or paste the code.</source>
        <translation>Comproveu aquest certificat a qualsevol ordinador amb la clau pública de l&apos;escola (school-key.pub): dealer-trainer verify certificate.pdf, o enganxeu-hi el codi.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="833"/>
        <source>Reference: {code}</source>
        <translation>Referència: {code}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="294"/>
        <source>Class report: {name}</source>
        <translation>Informe del grup: {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="342"/>
        <source>Drills proficient or better</source>
        <translation>Exercicis competents o més</translation>
    </message>
    <message>
        <location filename="../reports.py" line="353"/>
        <source>By game</source>
        <translation>Per joc</translation>
    </message>
    <message>
        <location filename="../reports.py" line="364"/>
        <source>Recent mistakes</source>
        <translation>Errors recents</translation>
    </message>
    <message>
        <location filename="../reports.py" line="372"/>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <location filename="../reports.py" line="373"/>
        <source>Given</source>
        <translation>Resposta donada</translation>
    </message>
    <message>
        <location filename="../reports.py" line="374"/>
        <location filename="../reports.py" line="601"/>
        <source>Expected</source>
        <translation>S&apos;esperava</translation>
    </message>
    <message>
        <location filename="../reports.py" line="397"/>
        <location filename="../reports.py" line="504"/>
        <source>No mistakes</source>
        <translation>Cap error</translation>
    </message>
    <message>
        <location filename="../reports.py" line="408"/>
        <source>Each game: drills proficient or better / drills practised, then the accuracy of the recent answers.</source>
        <translation>Cada joc: exercicis competents o més / exercicis practicats, i els encerts de les respostes recents.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="432"/>
        <source>No trainees</source>
        <translation>Cap alumne</translation>
    </message>
    <message>
        <location filename="../reports.py" line="439"/>
        <source>Practice plans</source>
        <translation>Plans de pràctica</translation>
    </message>
    <message>
        <location filename="../reports.py" line="446"/>
        <source>Target level</source>
        <translation>Nivell objectiu</translation>
    </message>
    <message>
        <location filename="../reports.py" line="447"/>
        <source>For</source>
        <translation>Per a</translation>
    </message>
    <message>
        <location filename="../reports.py" line="448"/>
        <source>Due by</source>
        <translation>Data límit</translation>
    </message>
    <message>
        <location filename="../reports.py" line="449"/>
        <source>Done</source>
        <translation>Fets</translation>
    </message>
    <message>
        <location filename="../reports.py" line="477"/>
        <source>Mistakes, last 30 days</source>
        <translation>Errors, últims 30 dies</translation>
    </message>
    <message>
        <location filename="../reports.py" line="483"/>
        <source>Mistakes</source>
        <translation>Errors</translation>
    </message>
    <message>
        <location filename="../reports.py" line="484"/>
        <source>Of answers</source>
        <translation>De respostes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="485"/>
        <source>Share wrong</source>
        <translation>Part errònia</translation>
    </message>
    <message>
        <location filename="../reports.py" line="486"/>
        <source>Trainees who erred</source>
        <translation>Alumnes que s&apos;hi van equivocar</translation>
    </message>
    <message>
        <location filename="../reports.py" line="513"/>
        <source>Every trainee</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="147"/>
        <source>{proficient} of {total} drills proficient</source>
        <translation>Competent en {proficient} de {total} exercicis</translation>
    </message>
    <message>
        <location filename="../reports.py" line="537"/>
        <source>{game} at the table — {mode}</source>
        <translation>{game} a la taula — {mode}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="542"/>
        <source>Trainee: {name}</source>
        <translation>Alumne: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="544"/>
        <location filename="../reports.py" line="745"/>
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="545"/>
        <source>{right} of {total} acts right</source>
        <translation>{right} de {total} accions correctes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="548"/>
        <source>Pace: {pace}</source>
        <translation>Ritme: {pace}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="550"/>
        <location filename="../reports.py" line="746"/>
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n línia vermella</numerusform>
            <numerusform>%n línies vermelles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="550"/>
        <source>no red line</source>
        <translation>cap línia vermella</translation>
    </message>
    <message>
        <location filename="../reports.py" line="552"/>
        <source>Acts right by family</source>
        <translation>Accions correctes per tipus</translation>
    </message>
    <message>
        <location filename="../reports.py" line="552"/>
        <source>Red lines</source>
        <translation>Línies vermelles</translation>
    </message>
    <message>
        <location filename="../reports.py" line="553"/>
        <source>Wrong acts</source>
        <translation>Accions incorrectes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="553"/>
        <source>Slowest acts</source>
        <translation>Accions més lentes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="559"/>
        <location filename="../reports.py" line="624"/>
        <source>Act</source>
        <translation>Acció</translation>
    </message>
    <message>
        <location filename="../reports.py" line="559"/>
        <source>Share</source>
        <translation>Percentatge</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <location filename="../reports.py" line="598"/>
        <location filename="../reports.py" line="624"/>
        <source>Coup</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <source>Red line</source>
        <translation>Línia vermella</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <location filename="../reports.py" line="599"/>
        <source>Act made</source>
        <translation>Acció feta</translation>
    </message>
    <message>
        <location filename="../reports.py" line="575"/>
        <location filename="../reports.py" line="602"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../reports.py" line="712"/>
        <source>A retake: one failed area sat again, the others carried.</source>
        <translation>Una repetició: s&apos;ha tornat a fer una àrea no superada i es conserven les altres.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="719"/>
        <source>Area</source>
        <translation>Àrea</translation>
    </message>
    <message>
        <location filename="../reports.py" line="551"/>
        <source>(no act)</source>
        <translation>(cap acció)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="591"/>
        <source>No red line</source>
        <translation>Cap línia vermella</translation>
    </message>
    <message>
        <location filename="../reports.py" line="600"/>
        <source>Verdict</source>
        <translation>Valoració</translation>
    </message>
    <message>
        <location filename="../reports.py" line="621"/>
        <source>No wrong act</source>
        <translation>Cap acció incorrecta</translation>
    </message>
    <message>
        <location filename="../reports.py" line="624"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../reports.py" line="724"/>
        <source>Grade</source>
        <translation>Qualificació</translation>
    </message>
    <message>
        <location filename="../reports.py" line="739"/>
        <location filename="../reports.py" line="765"/>
        <source>fail</source>
        <translation>no superada</translation>
    </message>
    <message>
        <location filename="../reports.py" line="744"/>
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} accions</translation>
    </message>
    <message>
        <location filename="../reports.py" line="786"/>
        <source>{name}: carried from the exam of {day} ({exam})</source>
        <translation>{name}: conservada d&apos;un examen anterior ({day}, {exam})</translation>
    </message>
    <message>
        <location filename="../reports.py" line="202"/>
        <source>At the table</source>
        <translation>A la taula</translation>
    </message>
    <message>
        <location filename="../reports.py" line="208"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../reports.py" line="209"/>
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <location filename="../reports.py" line="210"/>
        <source>Last pace</source>
        <translation>Últim ritme</translation>
    </message>
    <message>
        <location filename="../reports.py" line="211"/>
        <source>Red lines (last · all)</source>
        <translation>Línies vermelles (última · totes)</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <location filename="../views/roster_panel.py" line="107"/>
        <source>Classes (trainees in each)</source>
        <translation>Grups (alumnes de cadascun)</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="108"/>
        <source>Trainees</source>
        <translation>Alumnes</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="109"/>
        <source>&amp;New class…</source>
        <translation>&amp;Nou grup…</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="110"/>
        <source>Rena&amp;me class…</source>
        <translation>Canvia el nom del &amp;grup…</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="111"/>
        <source>Show &amp;archived trainees</source>
        <translation>Mostra els alumnes &amp;arxivats</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="112"/>
        <source>C&amp;lass:</source>
        <translation>G&amp;rup:</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="113"/>
        <source>&amp;Rename…</source>
        <translation>&amp;Canvia el nom…</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="115"/>
        <source>Trainee</source>
        <translation>Alumne</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="115"/>
        <source>Class</source>
        <translation>Grup</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="115"/>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="144"/>
        <source>No class</source>
        <translation>Sense grup</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="160"/>
        <source>{name} (archived)</source>
        <translation>{name} (arxivat)</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="201"/>
        <source>Res&amp;tore</source>
        <translation>Recu&amp;pera</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="201"/>
        <source>Arc&amp;hive</source>
        <translation>Ar&amp;xiva</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="203"/>
        <source>Back in the lists, with everything they did</source>
        <translation>Torna a les llistes, amb tot el que ha fet</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="205"/>
        <source>Out of the lists; every answer and exam is kept</source>
        <translation>Fora de les llistes; es conserven totes les respostes i els exàmens</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="226"/>
        <source>New class</source>
        <translation>Nou grup</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="226"/>
        <source>Name:</source>
        <translation>Nom:</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="221"/>
        <source>There is already a class called {name}.</source>
        <translation>Ja hi ha un grup que es diu {name}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="235"/>
        <location filename="../views/roster_panel.py" line="261"/>
        <location filename="../views/roster_panel.py" line="304"/>
        <source>Type a name first.</source>
        <translation>Escriviu primer un nom.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="237"/>
        <source>Class {name} created.</source>
        <translation>S&apos;ha creat el grup {name}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="251"/>
        <source>Rename the class</source>
        <translation>Canvia el nom del grup</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="251"/>
        <location filename="../views/roster_panel.py" line="293"/>
        <source>New name:</source>
        <translation>Nom nou:</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="264"/>
        <source>Class {old} is now {new}.</source>
        <translation>El grup {old} ara es diu {new}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="279"/>
        <source>{name} is now in {group}.</source>
        <translation>{name} ara és al grup {group}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="281"/>
        <source>{name} is in no class now.</source>
        <translation>{name} ara no és a cap grup.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="293"/>
        <source>Rename the trainee</source>
        <translation>Canvia el nom de l&apos;alumne</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="301"/>
        <source>There is already someone called {name}.</source>
        <translation>Ja hi ha algú que es diu {name}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="306"/>
        <source>{old} is now {new}.</source>
        <translation>{old} ara es diu {new}.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="317"/>
        <source>{name} is archived: out of the lists, with every answer kept. Tick “Show archived trainees” to find them again.</source>
        <translation>{name} és a l&apos;arxiu: fora de les llistes, amb totes les respostes conservades. Marqueu «Mostra els alumnes arxivats» per tornar-lo a trobar.</translation>
    </message>
    <message>
        <location filename="../views/roster_panel.py" line="323"/>
        <source>{name} is back in the lists.</source>
        <translation>{name} torna a ser a les llistes.</translation>
    </message>
</context>
<context>
    <name>RulePanel</name>
    <message>
        <location filename="../views/rule_panel.py" line="61"/>
        <source>Rule {rule}</source>
        <translation>Regla {rule}</translation>
    </message>
    <message>
        <location filename="../views/rule_panel.py" line="62"/>
        <source>Close (Esc)</source>
        <translation>Tanca (Esc)</translation>
    </message>
    <message>
        <location filename="../views/rule_panel.py" line="67"/>
        <source>This lesson cannot be shown: {problem}</source>
        <translation>Aquesta lliçó no es pot mostrar: {problem}</translation>
    </message>
    <message>
        <location filename="../views/rule_panel.py" line="72"/>
        <source>Open the whole lesson (ends the session)</source>
        <translation>Obre tota la lliçó (acaba la sessió)</translation>
    </message>
</context>
<context>
    <name>SaveProblem</name>
    <message>
        <location filename="../storage_messages.py" line="31"/>
        <source>Another program is holding the progress file locked: close it (a backup or sync tool, a database viewer, another Dealer Trainer), or wait a moment.</source>
        <translation>Un altre programa té bloquejat el fitxer de progrés: tanqueu-lo (una eina de còpia o de sincronització, un visor de bases de dades, un altre Dealer Trainer) o espereu un moment.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="28"/>
        <source>The disk is full: free some space, or ask the instructor.</source>
        <translation>El disc és ple: allibereu espai o aviseu l&apos;instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="48"/>
        <source>The disk reported an error.</source>
        <translation>El disc ha informat d&apos;un error.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="36"/>
        <source>The progress file cannot be written: its disk or folder is read-only. Ask the instructor.</source>
        <translation>No es pot escriure al fitxer de progrés: el disc o la carpeta són només de lectura. Aviseu l&apos;instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="41"/>
        <source>The progress file is damaged (SQLite found it malformed). If retrying fails, close Dealer Trainer and start it again: it checks the file, keeps the damaged copy and starts a fresh one.</source>
        <translation>El fitxer de progrés està malmès (SQLite l&apos;ha trobat mal format). Si tornar a desar no funciona, tanqueu Dealer Trainer i torneu-lo a obrir: revisarà el fitxer, en conservarà la còpia malmesa i en començarà un de nou.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="53"/>
        <source>Your answer could not be saved; it is kept here. Once that is fixed, press Enter to retry.</source>
        <translation>No s&apos;ha pogut desar la resposta; es conserva aquí. Quan estigui resolt, premeu Retorn per tornar a desar-la.</translation>
    </message>
</context>
<context>
    <name>SchoolServerDialog</name>
    <message>
        <location filename="../views/school_server_dialog.py" line="114"/>
        <source>&amp;Connection string or service name:</source>
        <translation>&amp;Cadena de connexió o nom del servei:</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="115"/>
        <source>&amp;Password (kept in the system keyring):</source>
        <translation>&amp;Contrasenya (es desa al clauer del sistema):</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="116"/>
        <source>&amp;Test connection</source>
        <translation>&amp;Prova la connexió</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="156"/>
        <source>Connected as {role}, {kind}; PostgreSQL {version}.</source>
        <translation>Connectat com a {role}, {kind}; PostgreSQL {version}.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="117"/>
        <source>Create or upgrade the school&apos;s tables</source>
        <translation>Crea o actualitza les taules de l&apos;escola</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="109"/>
        <source>Every answer is kept on this station first, then sent to the school&apos;s PostgreSQL server, which gives back the trainees, classes, plans, exam blueprints and house rules of the whole school.</source>
        <translation>Cada resposta es desa primer en aquest lloc de pràctiques i després s&apos;envia al servidor PostgreSQL de l&apos;escola, que retorna els alumnes, els grups, els plans, els models d&apos;examen i les normes de la casa de tota l&apos;escola.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="128"/>
        <source>Not a usable setting: {reason}</source>
        <translation>Aquesta configuració no es pot fer servir: {reason}</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="106"/>
        <source>School server</source>
        <translation>Servidor de l&apos;escola</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/school_server_dialog.py" line="180"/>
        <source>School tables ready (%n step(s) run).</source>
        <translation>
            <numerusform>Taules de l&apos;escola a punt (%n pas executat).</numerusform>
            <numerusform>Taules de l&apos;escola a punt (%n passos executats).</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="122"/>
        <source>Stop using a school server</source>
        <translation>Deixa de fer servir un servidor de l&apos;escola</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="164"/>
        <source>The server cannot be reached.</source>
        <translation>No s&apos;arriba al servidor.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="166"/>
        <source>The server has no school tables yet, or older ones.</source>
        <translation>El servidor encara no té les taules de l&apos;escola, o en té de més antigues.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="165"/>
        <source>The server refused the role or its password.</source>
        <translation>El servidor no ha acceptat el rol o la seva contrasenya.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="167"/>
        <source>This role is neither a station&apos;s nor an instructor&apos;s.</source>
        <translation>Aquest rol no és ni d&apos;un lloc de pràctiques ni d&apos;un instructor.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="248"/>
        <source>This station no longer uses a school server.</source>
        <translation>Aquest lloc de pràctiques ja no fa servir cap servidor de l&apos;escola.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="232"/>
        <source>This system has no keyring to keep the password in. Name a service instead (service=…) whose password is in a .pgpass file.</source>
        <translation>Aquest sistema no té cap clauer on desar la contrasenya. Indiqueu un servei (service=…) amb la contrasenya en un fitxer .pgpass.</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="151"/>
        <source>a station</source>
        <translation>un lloc de pràctiques</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="152"/>
        <source>an instructor&apos;s station (reads the whole school)</source>
        <translation>el lloc d&apos;un instructor (veu tota l&apos;escola)</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="153"/>
        <source>the school&apos;s owner</source>
        <translation>el propietari de l&apos;escola</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="119"/>
        <source>Publish this station&apos;s exam blueprints and house rules to the school</source>
        <translation>Publica a l&apos;escola els models d&apos;examen i les normes de la casa d&apos;aquest lloc de pràctiques</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/school_server_dialog.py" line="217"/>
        <source>Published: %n new blueprint(s); house rules {what}.</source>
        <translation>
            <numerusform>Publicat: %n model nou; normes de la casa {what}.</numerusform>
            <numerusform>Publicat: %n models nous; normes de la casa {what}.</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="218"/>
        <source>updated</source>
        <translation>actualitzades</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="218"/>
        <source>unchanged</source>
        <translation>sense canvis</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="121"/>
        <source>Create a login role for a station</source>
        <translation>Crea un rol d&apos;accés per a un lloc de pràctiques</translation>
    </message>
    <message>
        <location filename="../views/school_server_dialog.py" line="199"/>
        <source>Role {role} created. Its password, shown only now: {password}</source>
        <translation>S&apos;ha creat el rol {role}. La seva contrasenya, que només es mostra ara: {password}</translation>
    </message>
</context>
<context>
    <name>SchoolSync</name>
    <message numerus="yes">
        <location filename="../school_sync.py" line="110"/>
        <source>%n school file(s) refused</source>
        <translation>
            <numerusform>%n fitxer de l&apos;escola refusat</numerusform>
            <numerusform>%n fitxers de l&apos;escola refusats</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../school_sync.py" line="121"/>
        <source>%n answer(s) waiting</source>
        <translation>
            <numerusform>%n resposta per enviar</numerusform>
            <numerusform>%n respostes per enviar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../school_sync.py" line="118"/>
        <source>School server unreachable · %n answer(s) waiting</source>
        <translation>
            <numerusform>No s&apos;arriba al servidor de l&apos;escola · %n resposta per enviar</numerusform>
            <numerusform>No s&apos;arriba al servidor de l&apos;escola · %n respostes per enviar</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="115"/>
        <source>School server: connecting…</source>
        <translation>Servidor de l&apos;escola: connectant…</translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="120"/>
        <source>School server: synced</source>
        <translation>Servidor de l&apos;escola: tot enviat</translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="109"/>
        <source>School server: {server}</source>
        <translation>Servidor de l&apos;escola: {server}</translation>
    </message>
    <message>
        <location filename="../school_sync.py" line="121"/>
        <source>Sending…</source>
        <translation>Enviant…</translation>
    </message>
</context>
<context>
    <name>SecretChangeDialog</name>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="42"/>
        <source>{name}&apos;s current passphrase</source>
        <translation>{name}: contrasenya actual</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="44"/>
        <source>{name}&apos;s current PIN</source>
        <translation>{name}: PIN actual</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="50"/>
        <source>the passphrase of {name} (instructor)</source>
        <translation>{name} (instructor): contrasenya</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="53"/>
        <source>Confirm with</source>
        <translation>Confirmeu amb</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="58"/>
        <source>New passphrase</source>
        <translation>Contrasenya nova</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="59"/>
        <source>New passphrase again</source>
        <translation>Repetiu la contrasenya nova</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="61"/>
        <source>New PIN</source>
        <translation>PIN nou</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="62"/>
        <source>New PIN again</source>
        <translation>Repetiu el PIN nou</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="65"/>
        <source>Remove the PIN</source>
        <translation>Treu el PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="70"/>
        <source>Passphrase</source>
        <translation>Contrasenya</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="70"/>
        <source>Profile PIN</source>
        <translation>PIN del perfil</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="75"/>
        <source>Change the passphrase of {name}.</source>
        <translation>Canvieu la contrasenya ({name}).</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="77"/>
        <source>Change or remove the PIN that protects {name}&apos;s profile.</source>
        <translation>Canvieu o traieu el PIN que protegeix aquest perfil ({name}).</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="81"/>
        <source>Protect {name}&apos;s profile with a PIN: others then need it (or an instructor&apos;s passphrase) to practise as {name}.</source>
        <translation>Protegiu aquest perfil ({name}) amb un PIN: qualsevol altra persona el necessitarà (o la contrasenya d&apos;un instructor) per practicar-hi.</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="121"/>
        <source>New passphrase</source>
        <translation>Contrasenya nova</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="124"/>
        <source>New passphrase again</source>
        <translation>Repetiu la contrasenya nova</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="146"/>
        <source>{name}, instructors now use a passphrase of at least {count} characters instead of a PIN. Choose one to go on; your PIN will no longer work.</source>
        <translation>{name}, ara els instructors fan servir una contrasenya de {count} caràcters com a mínim en lloc d&apos;un PIN. Trieu-ne una per continuar; el PIN ja no servirà.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="163"/>
        <source>Wrong passphrase.</source>
        <translation>Contrasenya incorrecta.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="165"/>
        <source>Wrong PIN.</source>
        <translation>PIN incorrecte.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="174"/>
        <source>{wrong} Try again.</source>
        <translation>{wrong} Torneu-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="179"/>
        <source>{wrong} Wait {seconds} s before trying again.</source>
        <translation>{wrong} Espereu {seconds} s abans de tornar-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="190"/>
        <source>You may try again.</source>
        <translation>Ja podeu tornar-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="223"/>
        <source>A passphrase needs at least {count} characters.</source>
        <translation>Una contrasenya ha de tenir {count} caràcters com a mínim.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="226"/>
        <source>A PIN needs at least {count} characters.</source>
        <translation>Un PIN ha de tenir {count} caràcters com a mínim.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="231"/>
        <source>The two passphrases differ.</source>
        <translation>Les dues contrasenyes no coincideixen.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="232"/>
        <source>The two PINs differ.</source>
        <translation>Els dos PIN no coincideixen.</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../views/settings_view.py" line="242"/>
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="243"/>
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="244"/>
        <source>Sound</source>
        <translation>So</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="245"/>
        <location filename="../views/settings_view.py" line="248"/>
        <source>On</source>
        <translation>Activat</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="246"/>
        <source>Volume</source>
        <translation>Volum</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="247"/>
        <source>Animations</source>
        <translation>Animacions</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="249"/>
        <source>Rulebook and house rules</source>
        <translation>Reglament i normes de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="250"/>
        <source>Rulebook</source>
        <translation>Reglament</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="251"/>
        <source>Save house rules</source>
        <translation>Desa les normes de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="252"/>
        <source>Back to the regulation</source>
        <translation>Torna al reglament</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="256"/>
        <source>Punto banco: banker commission (PB-04)</source>
        <translation>Punt i banca: comissió de la banca (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="258"/>
        <source>Punto banco: commission collected (PB-04)</source>
        <translation>Punt i banca: cobrament de la comissió (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="260"/>
        <source>Blackjack: doubling allowed on (BJ-15)</source>
        <translation>Blackjack: es pot doblar amb (BJ-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="262"/>
        <source>Blackjack: dealer blackjack takes (BJ-12)</source>
        <translation>Blackjack: el blackjack del crupier s&apos;emporta (BJ-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="264"/>
        <source>Blackjack: table minimum (BJ-04)</source>
        <translation>Blackjack: mínim de la taula (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="265"/>
        <source>Blackjack: table maximum (BJ-04)</source>
        <translation>Blackjack: màxim de la taula (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="266"/>
        <source>Roulette: table minimum (RO-12)</source>
        <translation>Ruleta: mínim de la taula (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="267"/>
        <source>Roulette: maximum on a straight (RO-12)</source>
        <translation>Ruleta: màxim a un ple (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="268"/>
        <source>Craps: table minimum (CR-15)</source>
        <translation>Daus: mínim de la taula (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="269"/>
        <source>Craps: simple-bet maximum (CR-15)</source>
        <translation>Daus: màxim de l&apos;aposta senzilla (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="270"/>
        <source>Payouts that do not fall on a chip</source>
        <translation>Pagaments que no quadren amb una fitxa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="274"/>
        <source>Chip set (value and colour, smallest first)</source>
        <translation>Joc de fitxes (valor i color, de la més petita a la més gran)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="276"/>
        <source>at once, from each win</source>
        <translation>de seguida, de cada guany</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="277"/>
        <source>at the end of the shoe</source>
        <translation>al final del sabot</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="278"/>
        <source>any first two cards</source>
        <translation>qualsevol parell de primeres cartes</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="279"/>
        <source>9, 10 or 11 only</source>
        <translation>només 9, 10 o 11</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="280"/>
        <source>every bet, doubles and splits included</source>
        <translation>totes les apostes, dobles i separacions incloses</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="281"/>
        <source>the original bets only</source>
        <translation>només les apostes inicials</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="282"/>
        <source>paid exactly, to the cent</source>
        <translation>pagats exactes, al cèntim</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="283"/>
        <source>rounded down to the smallest chip</source>
        <translation>arrodonits a la baixa a la fitxa més petita</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="471"/>
        <source>Not saved: {field}: {problem}</source>
        <translation>No desat: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="444"/>
        <source>Saved. New questions use these rules.</source>
        <translation>Desat. Les preguntes noves fan servir aquestes normes.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="494"/>
        <source>House rules removed: the regulation&apos;s values apply.</source>
        <translation>Normes de la casa eliminades: s&apos;apliquen els valors del reglament.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="253"/>
        <source>Change as instructor…</source>
        <translation>Canvia-les com a instructor…</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="344"/>
        <source>Unlocked by an instructor until you leave this screen.</source>
        <translation>Desbloquejat per un instructor fins que sortiu d&apos;aquesta pantalla.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="349"/>
        <source>Exams run under these rules: only an instructor can change the rulebook, the house rules and the chip set.</source>
        <translation>Els exàmens es fan amb aquestes normes: només un instructor pot canviar el reglament, les normes de la casa i el joc de fitxes.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="356"/>
        <source>Exams run under these rules: only an instructor can change them. Create the first instructor on the who screen.</source>
        <translation>Els exàmens es fan amb aquestes normes: només un instructor les pot canviar. Creeu el primer instructor a la pantalla «Qui practica?».</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="370"/>
        <source>An instructor&apos;s passphrase is needed to change the house rules.</source>
        <translation>Per canviar les normes de la casa cal la contrasenya d&apos;un instructor.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="409"/>
        <source>Not saved: an instructor must unlock the house rules.</source>
        <translation>No desat: un instructor ha de desbloquejar les normes de la casa.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="438"/>
        <source>Not saved: the instructor&apos;s passphrase was refused.</source>
        <translation>No desat: la contrasenya de l&apos;instructor s&apos;ha rebutjat.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="485"/>
        <source>Not changed: an instructor must unlock the house rules.</source>
        <translation>No s&apos;ha canviat res: un instructor ha de desbloquejar les normes de la casa.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="455"/>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="456"/>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="457"/>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="458"/>
        <source>red</source>
        <translation>vermell</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="459"/>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="460"/>
        <source>green</source>
        <translation>verd</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="461"/>
        <source>black</source>
        <translation>negre</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="462"/>
        <source>purple</source>
        <translation>morat</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="463"/>
        <source>yellow</source>
        <translation>groc</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="464"/>
        <source>orange</source>
        <translation>taronja</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="465"/>
        <source>brown</source>
        <translation>marró</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="417"/>
        <source>write each chip as a value and a colour, like “{example}”</source>
        <translation>escriviu cada fitxa amb un valor i un color, com ara «{example}»</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>write the commission as a percentage, like {example}: a rate under 1 % is typed with its sign ({small})</source>
        <translation>escriviu la comissió com a percentatge, per exemple {example}: una comissió de menys de l'1 % s'escriu amb el signe ({small})</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>a percentage has at most two decimals, like {example}</source>
        <translation>un percentatge té com a molt dos decimals, per exemple {example}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>the commission is {low} to {high} (PB-04)</source>
        <translation>la comissió va des del {low} fins al {high} (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="1"/>
        <source>write a percentage, like {example}</source>
        <translation>escriviu un percentatge, per exemple {example}</translation>
    </message>
</context>
<context>
    <name>SettlementAnswer</name>
    <message>
        <location filename="../views/answers.py" line="446"/>
        <source>Bet</source>
        <translation>Aposta</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="446"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="446"/>
        <source>Amount paid or collected</source>
        <translation>Import pagat o retirat</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="457"/>
        <source>Choose…</source>
        <translation>Tria…</translation>
    </message>
</context>
<context>
    <name>ShareKeyDialog</name>
    <message>
        <location filename="../views/school_key_dialog.py" line="51"/>
        <source>Instructor who holds the key</source>
        <translation>Instructor que té la clau</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="52"/>
        <location filename="../views/school_key_dialog.py" line="54"/>
        <source>Their passphrase</source>
        <translation>La seva contrasenya</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="53"/>
        <source>Give a copy to</source>
        <translation>Dona&apos;n una còpia a</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="67"/>
        <source>Share the school key</source>
        <translation>Comparteix la clau de l&apos;escola</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="72"/>
        <source>Choose an instructor on each side.</source>
        <translation>Trieu un instructor a cada banda.</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="81"/>
        <source>Wrong passphrase for {name}.</source>
        <translation>Contrasenya incorrecta per a {name}.</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Menus</source>
        <translation>Menús</translation>
    </message>
    <message>
        <source>Drills and exams</source>
        <translation>Exercicis i exàmens</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="69"/>
        <source>Write every stack&apos;s amount on the felt (again: only under the mouse)</source>
        <translation>Escriu l&apos;import de cada pila sobre el tapet (de nou: només sota el ratolí)</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="27"/>
        <source>Keyboard shortcuts</source>
        <translation>Dreceres de teclat</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="45"/>
        <source>Enter</source>
        <translation>Retorn</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="45"/>
        <source>Submit the answer; again: the next question</source>
        <translation>Envia la resposta; un altre cop: la pregunta següent</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="46"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="46"/>
        <source>End the session (its summary shows); closes a rule first</source>
        <translation>Acaba la sessió (se&apos;n mostra el resum); abans tanca la regla oberta</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="48"/>
        <source>Esc elsewhere</source>
        <translation>Esc en altres pantalles</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="49"/>
        <source>Back home from a lesson, progress, settings or a game</source>
        <translation>Torna a l&apos;inici des d&apos;una lliçó, del progrés, de la configuració o d&apos;un joc</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="52"/>
        <source>Any key during the deal</source>
        <translation>Qualsevol tecla durant el repartiment</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="53"/>
        <source>Show the end of the deal (a digit typed goes to the answer too)</source>
        <translation>Mostra el final del repartiment (una xifra escrita també va a la resposta)</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="58"/>
        <source>Choose an option: a number option on its own digit, the others in the order shown</source>
        <translation>Tria una opció: una opció que és un nombre, amb la seva xifra; les altres, en l&apos;ordre en què surten</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="62"/>
        <source>Left / Right</source>
        <translation>Esquerra / Dreta</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="62"/>
        <source>Move through the options</source>
        <translation>Passa d&apos;una opció a l&apos;altra</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="63"/>
        <source>Chip tray: add a chip, from the smallest</source>
        <translation>Safata de fitxes: afegeix una fitxa, de la més petita a la més gran</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="64"/>
        <source>Backspace</source>
        <translation>Retrocés</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="64"/>
        <source>Chip tray: take the last chip back</source>
        <translation>Safata de fitxes: treu l&apos;última fitxa</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="65"/>
        <source>Ctrl+Up / Ctrl+Down</source>
        <translation>Ctrl+Amunt / Ctrl+Avall</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="65"/>
        <source>Move the selected item up or down</source>
        <translation>Puja o baixa l&apos;element triat</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="66"/>
        <source>Page Up / Page Down</source>
        <translation>Re Pàg / Av Pàg</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="66"/>
        <source>Scroll the feedback or the rule shown</source>
        <translation>Desplaça la correcció o la regla que es mostra</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="71"/>
        <source>Tab</source>
        <translation>Tabulador</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="71"/>
        <source>Next field (a settlement&apos;s result and amount)</source>
        <translation>Camp següent (el resultat i l&apos;import d&apos;una liquidació)</translation>
    </message>
    <message>
        <location filename="../views/shortcuts_dialog.py" line="73"/>
        <source>Running the table</source>
        <translation>Portar la taula</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../storage_messages.py" line="66"/>
        <source>A log file beside the progress file did not belong to it. It was moved to {moved}. Your progress file was not changed.</source>
        <translation>Al costat del fitxer de progrés hi havia un fitxer de registre que no n&apos;era. S&apos;ha mogut a {moved}. El vostre fitxer de progrés no s&apos;ha modificat.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="130"/>
        <source>Another program is holding the progress file {path} locked. Close it (a backup or sync tool, a database viewer, another Dealer Trainer), then start again.</source>
        <translation>Un altre programa té bloquejat el fitxer de progrés {path}. Tanqueu-lo (una eina de còpia o de sincronització, un visor de bases de dades, un altre Dealer Trainer) i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="142"/>
        <source>Dealer Trainer cannot start</source>
        <translation>Dealer Trainer no es pot obrir</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="135"/>
        <source>Dealer Trainer could not start: {error}</source>
        <translation>Dealer Trainer no s&apos;ha pogut obrir: {error}</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="157"/>
        <source>Dealer Trainer met an unexpected problem: {error}. Answers already saved are safe. If it happens again, tell the instructor.</source>
        <translation>Dealer Trainer ha trobat un problema inesperat: {error}. Les respostes ja desades estan a bon recer. Si torna a passar, aviseu l&apos;instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="65"/>
        <source>Log file set aside</source>
        <translation>Fitxer de registre apartat</translation>
    </message>
    <message>
        <location filename="../app.py" line="128"/>
        <source>Progress file damaged</source>
        <translation>Fitxer de progrés malmès</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="72"/>
        <source>Progress file replaced</source>
        <translation>Fitxer de progrés substituït</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="73"/>
        <source>Progress file replaced: the damaged file is kept at {moved}.

The progress file could not be used, so a new, empty one was created in its place.</source>
        <translation>Fitxer de progrés substituït: el fitxer malmès es conserva a {moved}.

No s&apos;ha pogut fer servir el fitxer de progrés i se n&apos;ha creat un de nou, buit, al seu lloc.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="162"/>
        <source>Something went wrong</source>
        <translation>Alguna cosa ha anat malament</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="80"/>
        <source>The backups from before are kept in {folder} until an instructor discards them; the newest can be restored.</source>
        <translation>Les còpies de seguretat d&apos;abans es conserven a {folder} fins que un instructor les descarti; es pot restaurar la més recent.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="106"/>
        <source>The data folder {path} cannot be written: it is read-only, or this account may not write there. Ask whoever manages this computer for write access, or set DEALER_TRAINER_HOME to a folder you can write, then start again.</source>
        <translation>No es pot escriure a la carpeta de dades {path}: és només de lectura, o aquest compte no hi pot escriure. Demaneu permís d&apos;escriptura a qui administra aquest ordinador, o feu que DEALER_TRAINER_HOME indiqui una carpeta on pugueu escriure, i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="96"/>
        <source>The data folder {path} is a file, not a folder. If DEALER_TRAINER_HOME is set, point it at a folder (or remove it), then start Dealer Trainer again.</source>
        <translation>La carpeta de dades {path} és un fitxer, no una carpeta. Si heu definit DEALER_TRAINER_HOME, feu que indiqui una carpeta (o elimineu-la) i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="112"/>
        <source>The disk holding {path} is full. Free some space, then start Dealer Trainer again.</source>
        <translation>El disc on és {path} és ple. Allibereu espai i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="153"/>
        <source>The last change could not be saved. {cause}
({detail})</source>
        <translation>No s&apos;ha pogut desar l&apos;últim canvi. {cause}
({detail})</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="118"/>
        <source>The progress file {path} cannot be opened. Check the disk, then start again.</source>
        <translation>No es pot obrir el fitxer de progrés {path}. Reviseu el disc i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="124"/>
        <source>The progress file {path} was written by a newer version of Dealer Trainer. Install that version to open it; the file was left untouched.</source>
        <translation>El fitxer de progrés {path} l&apos;ha escrit una versió més nova de Dealer Trainer. Instal·leu aquella versió per obrir-lo; el fitxer no s&apos;ha tocat.</translation>
    </message>
    <message>
        <location filename="../app.py" line="122"/>
        <source>Today&apos;s check of the progress file found damage. Close Dealer Trainer and start it again: it sets the damaged file aside (kept, not deleted), starts a fresh one and keeps the backups from before for the instructor.</source>
        <translation>La revisió diària del fitxer de progrés hi ha trobat danys. Tanqueu Dealer Trainer i torneu-lo a obrir: apartarà el fitxer malmès (conservat, no esborrat), en començarà un de nou i guardarà per a l&apos;instructor les còpies de seguretat d&apos;abans.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" line="101"/>
        <source>Where the progress file should be, {path} is a folder. Move or rename that folder (nothing in it was changed), then start Dealer Trainer again.</source>
        <translation>On hi hauria d&apos;haver el fitxer de progrés, {path} és una carpeta. Moveu-la o canvieu-li el nom (no s&apos;hi ha canviat res) i torneu a obrir Dealer Trainer.</translation>
    </message>
</context>
<context>
    <name>TableCalls</name>
    <message>
        <location filename="../table/calls.py" line="240"/>
        <source>Type a call first.</source>
        <translation>Escriviu primer l&apos;anunci.</translation>
    </message>
    <message>
        <location filename="../table/calls.py" line="258"/>
        <source>“{text}” is not a call at this table.</source>
        <translation>«{text}» no és cap anunci d&apos;aquesta taula.</translation>
    </message>
</context>
<context>
    <name>TableHouse</name>
    <message>
        <location filename="../table/house.py" line="12"/>
        <source>{to} to {per}</source>
        <translation>{to} a {per}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="16"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="16"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="24"/>
        <source>Payouts to the cent (MO-05)</source>
        <translation>Pagaments al cèntim (MO-05)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="26"/>
        <source>Payouts rounded down to the {chip} chip, deductions up (MO-02, MO-03)</source>
        <translation>Pagaments arrodonits a la baixa a la fitxa de {chip}, deduccions a l&apos;alça (MO-02, MO-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="30"/>
        <source>Chips: {chips}</source>
        <translation>Fitxes: {chips}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="31"/>
        <source>Rulebook: {name}</source>
        <translation>Reglament: {name}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="39"/>
        <source>The dealer stands on soft 17 (BJ-08)</source>
        <translation>La banca es planta amb 17 tou (BJ-08)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="41"/>
        <source>The dealer draws to soft 17 (BJ-08)</source>
        <translation>La banca demana amb 17 tou (BJ-08)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="44"/>
        <source>{decks} decks, {boxes} boxes (BJ-01, BJ-03)</source>
        <translation>{decks} baralles, {boxes} caselles (BJ-01, BJ-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="48"/>
        <source>Blackjack pays {bj}, insurance {ins} (BJ-10, BJ-11)</source>
        <translation>El BlackJack paga {bj}; l&apos;assegurança, {ins} (BJ-10, BJ-11)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="52"/>
        <source>Double after a split: {das}; resplit: {resplit}</source>
        <translation>Doblar després de separar: {das}; tornar a separar: {resplit}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="55"/>
        <source>Cut card {n} cards from the end (BJ-02)</source>
        <translation>Carta de tall a {n} cartes del final (BJ-02)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="62"/>
        <source>Single zero (RO-01)</source>
        <translation>Un sol zero (RO-01)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="63"/>
        <source>Minimum {low}; plein up to {plein}, simple chances up to {simple}</source>
        <translation>Mínim {low}; ple fins a {plein}, jugades senzilles fins a {simple}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="70"/>
        <source>En prison on zero: {on} (RO-11)</source>
        <translation>A la presó amb el zero: {on} (RO-11)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="73"/>
        <source>Announced bets: {on} (RO-16)</source>
        <translation>Apostes anunciades: {on} (RO-16)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="80"/>
        <source>the bank up to {max} (CF-06)</source>
        <translation>la banca fins a {max} (CF-06)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="84"/>
        <source>the bank without a limit (CF-06)</source>
        <translation>la banca sense límit (CF-06)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="87"/>
        <source>{decks} decks; {mode}</source>
        <translation>{decks} baralles; {mode}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="88"/>
        <source>The punter chooses on 5: {on} (CF-03)</source>
        <translation>El punt tria amb 5: {on} (CF-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="91"/>
        <source>Cagnotte: 5 % of the bank&apos;s win, rounded up (CF-05, MO-03)</source>
        <translation>Cagnotte: el 5 % del guany de la banca, arrodonit a l&apos;alça (CF-05, MO-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="96"/>
        <source>{decks} decks; the stop card {n} cards from the end (TQ-06)</source>
        <translation>{decks} baralles; la carta separadora a {n} cartes del final (TQ-06)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="100"/>
        <source>Every chance pays {pays} (TQ-03)</source>
        <translation>Totes les jugades paguen {pays} (TQ-03)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="103"/>
        <source>En prison on a refait: {on} (TQ-04)</source>
        <translation>A la presó amb un refait: {on} (TQ-04)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="110"/>
        <source>Nine numbers; the 5 wins only on a number (BO-01, BO-02)</source>
        <translation>Nou números; el 5 només guanya al número (BO-01, BO-02)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="111"/>
        <source>Minimum {low}; a number up to {number}, simple chances up to {simple}</source>
        <translation>Mínim {low}; un número fins a {number}, jugades senzilles fins a {simple}</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="119"/>
        <source>A number pays {number}, a simple chance {simple} (BO-02)</source>
        <translation>Un número paga {number}; una jugada senzilla, {simple} (BO-02)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="126"/>
        <source>taken from each win</source>
        <translation>descomptada de cada guany</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="128"/>
        <source>marked and collected at the end of the shoe</source>
        <translation>marcada i cobrada en acabar l&apos;escapçament</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="131"/>
        <source>{decks} decks, {seats} seats</source>
        <translation>{decks} baralles, {seats} places</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="135"/>
        <source>Tie pays {tie} (PB-04)</source>
        <translation>La igualtat paga {tie} (PB-04)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="136"/>
        <source>Banker commission {rate} %, {collected} (PB-04)</source>
        <translation>Comissió de la banca {rate} %, {collected} (PB-04)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="148"/>
        <source>A die at rest on chips: the roll counts (CR-17)</source>
        <translation>Un dau aturat damunt de fitxes: la tirada compta (CR-17)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="150"/>
        <source>A die at rest on chips: no roll (CR-17)</source>
        <translation>Un dau aturat damunt de fitxes: tirada nul·la (CR-17)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="154"/>
        <source>Odds up to {percent} % of the line or come bet (CR-11)</source>
        <translation>Jugada associada: com a màxim, el {percent} % de l&apos;aposta de línia o de come (CR-11)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="157"/>
        <source>Place 6 and 8 pay {ratio} (CR-13)</source>
        <translation>Les apostes place al 6 i al 8 paguen {ratio} (CR-13)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="164"/>
        <source>The last {n} rolls are announced (CR-18)</source>
        <translation>S&apos;anuncien les {n} últimes tirades (CR-18)</translation>
    </message>
    <message>
        <location filename="../table/house.py" line="175"/>
        <source>Stakes {low} to {high}</source>
        <translation>Apostes de {low} a {high}</translation>
    </message>
</context>
<context>
    <name>TableKeys</name>
    <message>
        <location filename="../table/keys.py" line="13"/>
        <source>Enter / Space</source>
        <translation>Retorn / Espai</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="14"/>
        <source>The act under the cursor: the next card, a bet collected or paid</source>
        <translation>L&apos;acte sota el cursor: la carta següent, una aposta retirada o pagada</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="19"/>
        <source>Tab / Shift+Tab</source>
        <translation>Tabulador / Maj+Tabulador</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="20"/>
        <source>Cursor to the next or previous hand or bet, in order</source>
        <translation>El cursor a la mà o l&apos;aposta següent o anterior, en ordre</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="23"/>
        <source>Left / Right</source>
        <translation>Esquerra / Dreta</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="24"/>
        <source>Cursor across the cloth; Up / Down: between hands and bets</source>
        <translation>El cursor pel drap; Amunt / Avall: entre mans i apostes</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="26"/>
        <source>A chip into the tray, from the smallest</source>
        <translation>Una fitxa a la safata, de la més petita a la més gran</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="28"/>
        <source>Backspace / Delete</source>
        <translation>Retrocés / Supr</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="29"/>
        <source>The last chip back / the tray emptied</source>
        <translation>Treu l&apos;última fitxa / buida la safata</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="31"/>
        <source>Type an amount: the tray takes the fewest chips</source>
        <translation>Escriu un import: la safata el fa amb el mínim de fitxes</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="33"/>
        <source>F3, or a letter</source>
        <translation>F3, o una lletra</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="34"/>
        <source>Say a call in full (Enter says it, Esc leaves it)</source>
        <translation>Fes un anunci sencer (Retorn l&apos;anuncia, Esc el deixa)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="36"/>
        <source>The acts on the bar under the felt</source>
        <translation>Els actes de la barra sota el drap</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="37"/>
        <source>The act due now (it then counts toward no drill)</source>
        <translation>L&apos;acte que toca ara (llavors no compta per a cap exercici)</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="39"/>
        <source>Right click</source>
        <translation>Clic dret</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="40"/>
        <source>Put the cursor on a hand or bet without acting</source>
        <translation>Posa el cursor sobre una mà o una aposta sense actuar</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="43"/>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <location filename="../table/keys.py" line="44"/>
        <source>End the session and see its report</source>
        <translation>Acaba la sessió i en mostra l&apos;informe</translation>
    </message>
</context>
<context>
    <name>TableReplayPanel</name>
    <message>
        <location filename="../views/table_replay.py" line="85"/>
        <source>&amp;Coup:</source>
        <translation>&amp;Jugada:</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="86"/>
        <source>← Previous act</source>
        <translation>← Acció anterior</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="87"/>
        <source>Next act →</source>
        <translation>Acció següent →</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="101"/>
        <source>Coup {number}</source>
        <translation>Jugada {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_replay.py" line="103"/>
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="117"/>
        <location filename="../views/table_replay.py" line="161"/>
        <source>(no act)</source>
        <translation>(cap acció)</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="118"/>
        <source>{n}. {act} · {verdict} · {seconds}</source>
        <translation>{n}. {act} · {verdict} · {seconds}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="155"/>
        <source>Act</source>
        <translation>Acció</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="155"/>
        <source>Expected</source>
        <translation>Acció esperada</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="156"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="156"/>
        <source>Red line</source>
        <translation>Línia vermella</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="160"/>
        <source>At the table: {cue}</source>
        <translation>A la taula: {cue}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="170"/>
        <source>Time: {seconds}</source>
        <translation>Temps: {seconds}</translation>
    </message>
</context>
<context>
    <name>TableReportView</name>
    <message>
        <location filename="../views/table_report_view.py" line="173"/>
        <source>Acts right by family</source>
        <translation>Accions correctes per tipus</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175"/>
        <location filename="../views/table_report_view.py" line="178"/>
        <source>Act</source>
        <translation>Acció</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175"/>
        <source>Right</source>
        <translation>Correctes</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175"/>
        <source>Share</source>
        <translation>Percentatge</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="177"/>
        <source>Slowest acts</source>
        <translation>Accions més lentes</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="178"/>
        <location filename="../views/table_report_view.py" line="181"/>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Coup</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="178"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="179"/>
        <source>Red lines</source>
        <translation>Línies vermelles</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="181"/>
        <source>Red line</source>
        <translation>Línia vermella</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="181"/>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="183"/>
        <source>Wrong acts (select one to replay its coup)</source>
        <translation>Accions incorrectes (trieu-ne una per reveure&apos;n la jugada)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Act made</source>
        <translation>Acció feta</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="185"/>
        <source>Expected</source>
        <translation>Acció esperada</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="187"/>
        <source>Each coup, act by act (← → step)</source>
        <translation>Cada jugada, acció per acció (← → avancen)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="188"/>
        <source>Save as PDF…</source>
        <translation>Desa en PDF…</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="189"/>
        <source>Done (Esc)</source>
        <translation>Fet (Esc)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="212"/>
        <source>{game} at the table — {mode}</source>
        <translation>{game} a la taula — {mode}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="217"/>
        <source>not finished</source>
        <translation>sense acabar</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="219"/>
        <source>{name} · {day} · {coups}</source>
        <translation>{name} · {day} · {coups}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_report_view.py" line="220"/>
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_report_view.py" line="225"/>
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n línia vermella</numerusform>
            <numerusform>%n línies vermelles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="225"/>
        <source>no red line</source>
        <translation>cap línia vermella</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="228"/>
        <source>{right} of {total} acts right</source>
        <translation>{right} de {total} accions correctes</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="232"/>
        <source>Pace: {pace}</source>
        <translation>Ritme: {pace}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="257"/>
        <source>(no act)</source>
        <translation>(cap acció)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="298"/>
        <source>Table session report</source>
        <translation>Informe de la sessió a la taula</translation>
    </message>
</context>
<context>
    <name>TableSessionView</name>
    <message>
        <location filename="../table/session_view.py" line="234"/>
        <source>End session (Esc)</source>
        <translation>Acaba la sessió (Esc)</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="235"/>
        <source>Call (F3):</source>
        <translation>Anunci (F3):</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="237"/>
        <source>the call in full, as you say it at the table; Enter says it</source>
        <translation>l&apos;anunci sencer, com el dieu a la taula; Retorn l&apos;anuncia</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="384"/>
        <source>Nothing under the cursor: move it with the arrows or Tab.</source>
        <translation>No hi ha res sota el cursor: moveu-lo amb les fletxes o el tabulador.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="388"/>
        <source>Put the cursor on the hand the card belongs to.</source>
        <translation>Poseu el cursor sobre la mà a què anava la carta.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="395"/>
        <source>This bet is paid: put the right chips in the tray to correct it.</source>
        <translation>Aquesta aposta ja està pagada: poseu les fitxes correctes a la safata per corregir-la.</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="399"/>
        <source>No bet is settled before the ball falls: spin first (RO-14, BO-01).</source>
        <translation>Cap aposta no es liquida abans que caigui la bola: primer, el llançament (RO-14, BO-01).</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="413"/>
        <source>{verb}: put the cursor on a hand or bet (and chips in the tray) first.</source>
        <translation>{verb}: primer poseu el cursor sobre una mà o una aposta (i fitxes a la safata).</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="616"/>
        <source>Coup {n} of {total}</source>
        <translation>Jugada {n} de {total}</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="619"/>
        <source>Coup {n}</source>
        <translation>Jugada {n}</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="636"/>
        <source>A card in hand. Enter: {act}; Esc: put it back</source>
        <translation>Una carta a la mà. Retorn: {act}; Esc: torna-la on era</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="645"/>
        <source>Enter: {act}</source>
        <translation>Retorn: {act}</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="677"/>
        <source>Next</source>
        <translation>Ara toca</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="702"/>
        <source>Expected</source>
        <translation>S&apos;esperava</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="708"/>
        <source>Red line</source>
        <translation>Línia vermella</translation>
    </message>
    <message>
        <location filename="../table/session_view.py" line="794"/>
        <source>({left} left)</source>
        <translation>(en queden {left})</translation>
    </message>
</context>
<context>
    <name>TableSessionsPanel</name>
    <message>
        <source>Red lines (last · all)</source>
        <translation>Línies vermelles (última · totes)</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <source>Acts right</source>
        <translation>Accions correctes</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="73"/>
        <source>At the table</source>
        <translation>A la taula</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="74"/>
        <source>&amp;Sessions (Enter opens the report)</source>
        <translation>&amp;Sessions (Retorn obre l&apos;informe)</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <source>Last pace</source>
        <translation>Últim ritme</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="90"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="92"/>
        <source>Coups</source>
        <translation>Jugades</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76"/>
        <location filename="../views/table_sessions_panel.py" line="94"/>
        <source>Red lines</source>
        <translation>Línies vermelles</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="105"/>
        <source>No session at the table yet</source>
        <translation>Encara cap sessió a la taula</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="80"/>
        <source>Sessions played at this table</source>
        <translation>Sessions fetes en aquesta taula</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="81"/>
        <source>The last timed session&apos;s coups an hour</source>
        <translation>Jugades per hora de l&apos;última sessió cronometrada</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="82"/>
        <source>Red lines in the last session · in all</source>
        <translation>Línies vermelles a l&apos;última sessió · en total</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="91"/>
        <source>Game · mode</source>
        <translation>Joc · mode</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="93"/>
        <source>Right</source>
        <translation>Correctes</translation>
    </message>
</context>
<context>
    <name>TableSetupView</name>
    <message>
        <location filename="../table/setup_view.py" line="135"/>
        <source>Run the table</source>
        <translation>Porta la taula</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="136"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="139"/>
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="142"/>
        <source>Length</source>
        <translation>Durada</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="143"/>
        <source>Coups</source>
        <translation>Jugades</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="144"/>
        <source>Minutes of dealing</source>
        <translation>Minuts de joc</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="145"/>
        <source>House rules in force</source>
        <translation>Normes de la casa vigents</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="146"/>
        <source>Back (Esc)</source>
        <translation>Enrere (Esc)</translation>
    </message>
    <message>
        <location filename="../table/setup_view.py" line="147"/>
        <source>Deal (Enter)</source>
        <translation>Reparteix (Retorn)</translation>
    </message>
</context>
<context>
    <name>TableVerbs</name>
    <message>
        <location filename="../table/verbs.py" line="142"/>
        <source>Stand</source>
        <translation>Es planta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="143"/>
        <source>Refuse the bet</source>
        <translation>Rebutja l&apos;aposta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="144"/>
        <source>Accept the bet</source>
        <translation>Accepta l&apos;aposta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="146"/>
        <source>Cards to the discards</source>
        <translation>Cartes al recipient</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="149"/>
        <source>Move the card</source>
        <translation>Mou la carta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="153"/>
        <source>Split</source>
        <translation>Separa</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="154"/>
        <source>Announce the double</source>
        <translation>Anuncia el doble</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="157"/>
        <source>Offer insurance</source>
        <translation>Ofereix l&apos;assegurança</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="164"/>
        <source>Discard the face-up card</source>
        <translation>Retira la carta cara amunt</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="174"/>
        <source>Launch ↻</source>
        <translation>Llança ↻</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="179"/>
        <source>Launch ↺</source>
        <translation>Llança ↺</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="183"/>
        <source>Mark the number</source>
        <translation>Marca el número</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="184"/>
        <location filename="../table/verbs.py" line="210"/>
        <source>Half back</source>
        <translation>Torna la meitat</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="185"/>
        <location filename="../table/verbs.py" line="211"/>
        <source>Into prison</source>
        <translation>A la presó</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="186"/>
        <location filename="../table/verbs.py" line="212"/>
        <source>Release</source>
        <translation>Allibera</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="194"/>
        <source>Hand back</source>
        <translation>Retorna l&apos;aposta</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="196"/>
        <source>Cagnotte</source>
        <translation>Cagnotte</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="201"/>
        <source>Face-up card: void</source>
        <translation>Carta cara amunt: nul·la</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="220"/>
        <source>Launch</source>
        <translation>Llança</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="229"/>
        <source>Mark commission</source>
        <translation>Marca la comissió</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="239"/>
        <source>Puck ON</source>
        <translation>Puck ON</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="240"/>
        <source>Puck OFF</source>
        <translation>Puck OFF</translation>
    </message>
    <message>
        <location filename="../table/verbs.py" line="242"/>
        <source>Come bet to its number</source>
        <translation>Come al seu número</translation>
    </message>
</context>
<context>
    <name>TableWords</name>
    <message>
        <location filename="../table/words.py" line="81"/>
        <source>The next act is shown before you do it; no incidents.</source>
        <translation>Es mostra l&apos;acte següent abans de fer-lo; sense incidents.</translation>
    </message>
    <message>
        <location filename="../table/words.py" line="82"/>
        <source>A wrong act is answered with the act expected and its rule.</source>
        <translation>Un acte errat es respon amb l&apos;acte esperat i la seva regla.</translation>
    </message>
    <message>
        <location filename="../table/words.py" line="85"/>
        <source>Timed; a quiet mark per act, the list at the end; some incidents.</source>
        <translation>Cronometrat; una marca discreta per acte i la llista al final; alguns incidents.</translation>
    </message>
    <message>
        <location filename="../table/words.py" line="88"/>
        <source>Timed, no help, incidents in a quarter of the coups.</source>
        <translation>Cronometrat, sense ajuda, incidents en una quarta part de les jugades.</translation>
    </message>
</context>
<context>
    <name>ToolsPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="297"/>
        <source>Stations</source>
        <translation>Llocs de pràctiques</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="298"/>
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="299"/>
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="301"/>
        <source>Import a station bundle…</source>
        <translation>Importa un paquet d&apos;un altre lloc…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="302"/>
        <source>Export the trainee&apos;s bundle…</source>
        <translation>Exporta el paquet de l&apos;alumne…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="304"/>
        <source>Trainee&apos;s attempts (CSV)…</source>
        <translation>Respostes de l&apos;alumne (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="305"/>
        <source>Class attempts (CSV)…</source>
        <translation>Respostes de la classe (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="306"/>
        <source>Trainee report (PDF)…</source>
        <translation>Informe de l&apos;alumne (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="307"/>
        <source>Class report (PDF)…</source>
        <translation>Informe de la classe (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="308"/>
        <source>Add an exam blueprint…</source>
        <translation>Afegeix un model d&apos;examen…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="309"/>
        <source>Verify exam records</source>
        <translation>Verifica els registres d&apos;exàmens</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="362"/>
        <source>Add a trainee first.</source>
        <translation>Primer afegiu un alumne.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="367"/>
        <source>Working…</source>
        <translation>Treballant…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="370"/>
        <source>Another task is still running; wait for it to finish.</source>
        <translation>Encara hi ha una altra tasca en marxa; espereu que acabi.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="383"/>
        <source>Import a station bundle</source>
        <translation>Importa un paquet d&apos;un altre lloc</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="393"/>
        <source>{name}: nothing new, this bundle was already merged.</source>
        <translation>{name}: res de nou, aquest paquet ja s&apos;havia importat.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="400"/>
        <source>{name}: added {attempts} answers, {sessions} sessions, {exams} exams, {plans} plans ({closed} sessions closed since).</source>
        <translation>{name}: s&apos;hi han afegit {attempts} respostes, {sessions} sessions, {exams} exàmens i {plans} plans ({closed} sessions tancades des de llavors).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="418"/>
        <source>Export the trainee&apos;s bundle</source>
        <translation>Exporta el paquet de l&apos;alumne</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="426"/>
        <source>{name}: {attempts} answers and {exams} exams written to {path}</source>
        <translation>{name}: {attempts} respostes i {exams} exàmens desats a {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="445"/>
        <source>Export attempts</source>
        <translation>Exporta les respostes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="453"/>
        <source>{rows} answers written to {path}</source>
        <translation>{rows} respostes desades a {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="493"/>
        <source>Trainee report</source>
        <translation>Informe de l&apos;alumne</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="503"/>
        <location filename="../views/instructor_tools.py" line="514"/>
        <source>Report written to {path}</source>
        <translation>Informe desat a {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="507"/>
        <source>Class report</source>
        <translation>Informe de la classe</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="517"/>
        <source>Add an exam blueprint</source>
        <translation>Afegeix un model d&apos;examen</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="376"/>
        <source>Refused: {problem}</source>
        <translation>Rebutjat: {problem}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="562"/>
        <source>Every exam record is intact.</source>
        <translation>Tots els registres d&apos;exàmens són intactes.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="564"/>
        <source>Some exam records were changed:</source>
        <translation>S&apos;han modificat registres d&apos;exàmens:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="527"/>
        <source>Refused: &apos;{id}&apos; is the id of an exam that comes with the trainer, and it cannot be replaced. Give your blueprint an id of its own in {file}.</source>
        <translation>Rebutjat: «{id}» és l&apos;identificador d&apos;un examen que ve amb el programa i no es pot substituir. Doneu al vostre examen un identificador propi a {file}.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="536"/>
        <source>Refused: the custom exam &apos;{id}&apos; version {version} is already added with other questions or marks. Raise its version (version = {next}) to replace it.</source>
        <translation>Rebutjat: l&apos;examen propi «{id}» versió {version} ja s&apos;havia afegit amb altres preguntes o notes. Pugeu-ne la versió (version = {next}) per substituir-lo.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="547"/>
        <source>Custom exam &apos;{title}&apos; (id &apos;{id}&apos;, version {version}) added ({questions} questions).</source>
        <translation>S&apos;ha afegit l&apos;examen propi «{title}» (identificador «{id}», versió {version}, {questions} preguntes).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="310"/>
        <source>Share the school key…</source>
        <translation>Comparteix la clau de l&apos;escola…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="311"/>
        <source>Export the school&apos;s public key…</source>
        <translation>Exporta la clau pública de l&apos;escola…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="567"/>
        <source>The exam records cannot be checked: a key or head file is missing or damaged.</source>
        <translation>No es poden comprovar els registres d&apos;exàmens: falta un fitxer de clau o de capçalera, o està malmès.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="580"/>
        <source>{name} now holds a copy of the school key.</source>
        <translation>{name} ja té una còpia de la clau de l&apos;escola.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="608"/>
        <source>The school&apos;s public key</source>
        <translation>La clau pública de l&apos;escola</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="600"/>
        <source>The school&apos;s public key (fingerprint {fingerprint}) was written to {path}: copy it to any computer that checks certificates.</source>
        <translation>S&apos;ha desat la clau pública de l&apos;escola (empremta {fingerprint}) a {path}: copieu-la a qualsevol ordinador que comprovi certificats.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="295"/>
        <source>&amp;Trainee:</source>
        <translation>&amp;Alumne:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="296"/>
        <source>C&amp;lass:</source>
        <translation>G&amp;rup:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="324"/>
        <source>All trainees</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="324"/>
        <source>In no class</source>
        <translation>Sense grup</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="354"/>
        <source>class</source>
        <comment>the start of a file name: class-2026-12-02.pdf</comment>
        <translation>classe</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="356"/>
        <source>no-class</source>
        <comment>a file name: the trainees in no class</comment>
        <translation>sense-grup</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="470"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="471"/>
        <source>Trainee</source>
        <translation>Alumne</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="472"/>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="473"/>
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="474"/>
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="475"/>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="476"/>
        <source>Given</source>
        <translation>Resposta donada</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="477"/>
        <source>Expected</source>
        <translation>Resposta esperada</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="478"/>
        <source>Right</source>
        <translation>Correcta</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="479"/>
        <source>Seconds</source>
        <translation>Segons</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="481"/>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="482"/>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="303"/>
        <source>School server…</source>
        <translation>Servidor de l&apos;escola…</translation>
    </message>
</context>
<context>
    <name>TraineeDetail</name>
    <message>
        <location filename="../views/trainee_detail.py" line="163"/>
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="164"/>
        <source>Drills (select one to see it week by week)</source>
        <translation>Exercicis (trieu-ne un per veure&apos;l setmana a setmana)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="165"/>
        <source>Mistakes (select one to replay it on the felt)</source>
        <translation>Errors (seleccioneu-ne un per veure&apos;l a la taula)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="168"/>
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="169"/>
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="170"/>
        <source>Mastery</source>
        <translation>Domini</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="171"/>
        <source>Answers</source>
        <translation>Respostes</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="172"/>
        <location filename="../views/trainee_detail.py" line="374"/>
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="173"/>
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="181"/>
        <source>Median answer time against the level&apos;s target</source>
        <translation>Temps mitjà de resposta (mediana) davant l&apos;objectiu del nivell</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Score</source>
        <translation>Puntuació</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="177"/>
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="212"/>
        <source>{answers} · {accuracy} correct · streak {streak}</source>
        <translation>{answers} · {accuracy} correctes · ratxa: {streak}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="299"/>
        <source>All drills</source>
        <translation>Tots els exercicis</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="364"/>
        <source>Accuracy by game, week by week</source>
        <translation>Encerts per joc, setmana a setmana</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="373"/>
        <source>{drill}: accuracy and median time, week by week</source>
        <translation>{drill}: encerts i temps mitjà, setmana a setmana</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="375"/>
        <source>Median time</source>
        <translation>Temps mitjà</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="376"/>
        <source>Target at level {level}: {seconds}</source>
        <translation>Objectiu al nivell {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="397"/>
        <source>Not finished</source>
        <translation>No acabat</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="400"/>
        <source>Passed</source>
        <translation>Superat</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="400"/>
        <source>Not passed</source>
        <translation>No superat</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="423"/>
        <source>{day} · {title} (level {level}) · {seconds}</source>
        <translation>{day} · {title} (nivell {level}) · {seconds}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="213"/>
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="215"/>
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dies</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="160"/>
        <source>&amp;Trainee:</source>
        <translation>&amp;Alumne:</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="161"/>
        <source>&amp;Note (only instructors see it):</source>
        <translation>&amp;Nota (només la veuen els instructors):</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="162"/>
        <source>&amp;Save note</source>
        <translation>&amp;Desa la nota</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="192"/>
        <source>{name} (archived)</source>
        <translation>{name} (arxivat)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="249"/>
        <source>Class: {name}</source>
        <translation>Grup: {name}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="251"/>
        <source>In no class</source>
        <translation>Sense grup</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="259"/>
        <source>written {day}</source>
        <translation>escrita: {day}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="276"/>
        <source>Too long: a note holds {limit} characters at most.</source>
        <translation>Massa llarga: una nota té com a màxim {limit} caràcters.</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="283"/>
        <source>Saved.</source>
        <translation>Desada.</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="283"/>
        <source>Removed.</source>
        <translation>Esborrada.</translation>
    </message>
</context>
<context>
    <name>WhoView</name>
    <message>
        <location filename="../views/who_view.py" line="90"/>
        <source>Who is practising?</source>
        <translation>Qui practica?</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="91"/>
        <source>New trainee&apos;s name</source>
        <translation>Nom del nou alumne</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="92"/>
        <source>Add trainee</source>
        <translation>Afegeix alumne</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="93"/>
        <source>Start (Enter)</source>
        <translation>Comença (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="97"/>
        <source>Add instructor…</source>
        <translation>Afegeix un instructor…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="121"/>
        <source>{name} (instructor)</source>
        <translation>{name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="149"/>
        <source>Type a name first.</source>
        <translation>Escriviu primer un nom.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="154"/>
        <source>There is already someone called {name}.</source>
        <translation>Ja hi ha algú que es diu {name}.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="171"/>
        <source>Add a trainee to begin.</source>
        <translation>Afegiu un alumne per començar.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="95"/>
        <source>No instructor yet: create the first instructor (name and passphrase)</source>
        <translation>Encara no hi ha cap instructor: creeu el primer (nom i contrasenya)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="98"/>
        <source>PIN or passphrase…</source>
        <translation>PIN o contrasenya…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="101"/>
        <source>Protect the chosen trainee&apos;s profile with a PIN, or change a PIN or an instructor&apos;s passphrase</source>
        <translation>Protegiu amb un PIN el perfil de l&apos;alumne triat, o canvieu un PIN o la contrasenya d&apos;un instructor</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="123"/>
        <source>{name} (protected)</source>
        <translation>{name} (perfil protegit)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="209"/>
        <source>Choose someone in the list first.</source>
        <translation>Trieu primer algú de la llista.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../games.py" line="23"/>
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <location filename="../games.py" line="24"/>
        <source>Punto banco</source>
        <translation>Punt i banca</translation>
    </message>
    <message>
        <location filename="../games.py" line="25"/>
        <source>Chemin de fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../games.py" line="26"/>
        <source>Trente et quarante</source>
        <translation>Trenta i quaranta</translation>
    </message>
    <message>
        <location filename="../games.py" line="27"/>
        <source>Boule</source>
        <translation>Bola</translation>
    </message>
    <message>
        <location filename="../games.py" line="28"/>
        <source>Roulette</source>
        <translation>Ruleta</translation>
    </message>
    <message>
        <location filename="../games.py" line="29"/>
        <source>Craps</source>
        <translation>Daus</translation>
    </message>
    <message>
        <location filename="../games.py" line="30"/>
        <source>Chips</source>
        <translation>Fitxes</translation>
    </message>
    <message>
        <location filename="../games.py" line="31"/>
        <source>Money at the table</source>
        <translation>Els diners a la taula</translation>
    </message>
</context>
<context>
    <name>mastery</name>
    <message>
        <location filename="../views/home_view.py" line="43"/>
        <source>Not started</source>
        <translation>Sense començar</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="44"/>
        <source>Attempted</source>
        <translation>Provat</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="45"/>
        <source>Familiar</source>
        <translation>Conegut</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="46"/>
        <source>Proficient</source>
        <translation>Competent</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="47"/>
        <source>Mastered</source>
        <translation>Dominat</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="56"/>
        <source>A</source>
        <comment>short for Attempted</comment>
        <translation>Pr</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="57"/>
        <source>F</source>
        <comment>short for Familiar</comment>
        <translation>Cn</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="58"/>
        <source>P</source>
        <comment>short for Proficient</comment>
        <translation>Ct</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="59"/>
        <source>M</source>
        <comment>short for Mastered</comment>
        <translation>Dm</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="58"/>
        <source>{status} (L{level})</source>
        <translation>{status} (N{level})</translation>
    </message>
</context>
<context>
    <name>QFileDialog</name>
    <message>
        <location filename="../views/instructor_tools.py" line="1"/>
        <source>&amp;Look in:</source>
        <translation>&amp;Cerca a:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="1"/>
        <source>Files of &amp;type:</source>
        <translation>Fitxers de &amp;tipus:</translation>
    </message>
</context>
</TS>
