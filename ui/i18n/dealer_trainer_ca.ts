<?xml version='1.0' encoding='utf-8'?>
<TS version="2.1" language="ca" sourcelanguage="en">
<context>
    <name>ChipsAnswer</name>
    <message>
        <location filename="../views/answers.py" line="150" />
        <source>Remove the last chip (Backspace)</source>
        <translation>Treu l'última fitxa (Retrocés)</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="177" />
        <source>Chips: {chips}   Total: {total}</source>
        <translation>Fitxes: {chips}   Total: {total}</translation>
    </message>
</context>
<context>
    <name>ClassPanel</name>
    <message>
        <location filename="../views/instructor_view.py" line="89" />
        <source>The class's weakest drills</source>
        <translation>Els exercicis més febles de la classe</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="104" />
        <source>Trainee</source>
        <translation>Alumne</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="117" />
        <source>{trainees} · {answers} in the last 30 days</source>
        <translation>{trainees} · {answers} els últims 30 dies</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="125" />
        <source>, median {pace} of target</source>
        <translation>, mediana al {pace} de l'objectiu</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="130" />
        <source>{title}: {accuracy} right · {trainees}{pace}</source>
        <translation>{title}: {accuracy} d'encerts · {trainees}{pace}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="140" />
        <source>Answers</source>
        <translation>Respostes</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="141" />
        <source>Accuracy (%)</source>
        <translation>Encerts (%)</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="142" />
        <source>Class activity, last 30 days</source>
        <translation>Activitat de la classe, últims 30 dies</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>G&amp;rup:</translation>
    </message>
    <message>
        <source>Show &amp;archived trainees</source>
        <translation>Mostra els alumnes &amp;arxivats</translation>
    </message>
    <message>
        <source>&amp;Plans: done / trainees, by the due date</source>
        <translation>&amp;Plans: fets / alumnes, per data límit</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Per a</translation>
    </message>
    <message>
        <source>Due by</source>
        <translation>Data límit</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fets</translation>
    </message>
    <message>
        <source>All trainees</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <source>In no class</source>
        <translation>Sense grup</translation>
    </message>
    <message>
        <source>archived</source>
        <translation>arxivat</translation>
    </message>
    <message>
        <source>{drill}, level {level}</source>
        <translation>{drill}, nivell {level}</translation>
    </message>
    <message>
        <source>Every trainee</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <source>Overdue: not everyone is done</source>
        <translation>Fora de termini: no tothom l'ha fet</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="127" />
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="126" />
        <source>%n trainee(s)</source>
        <translation>
            <numerusform>%n alumne</numerusform>
            <numerusform>%n alumnes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/instructor_view.py" line="144" />
        <source>practised by %n trainee(s)</source>
        <translation>
            <numerusform>el practica %n alumne</numerusform>
            <numerusform>el practiquen %n alumnes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="44" />
        <source>working on L{level}</source>
        <translation>treballa el N{level}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="103" />
        <source>Each cell: mastery and the level reached (→ the level worked on) · accuracy, median / target seconds</source>
        <translation>Cada casella: domini i nivell assolit (→ el nivell en què treballa) · encerts, mediana / segons objectiu</translation>
    </message>
    <message>
        <source> · every station</source>
        <translation> · tots els llocs de pràctiques</translation>
    </message>
    <message>
        <source>The school server did not answer: this station&apos;s answers only.
{why}</source>
        <translation>El servidor de l&apos;escola no ha respost: només es veuen les respostes d&apos;aquest lloc de pràctiques.
{why}</translation>
    </message>
</context>
<context>
    <name>DrillView</name>
    <message>
        <location filename="../views/drill_view.py" line="156" />
        <source>{title} — level {level}</source>
        <translation>{title} — nivell {level}</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="171" />
        <location filename="../views/drill_view.py" line="302" />
        <source>Submit (Enter)</source>
        <translation>Respon (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="201" />
        <location filename="../views/drill_view.py" line="302" />
        <source>Next (Enter)</source>
        <translation>Següent (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="210" />
        <source>Correct</source>
        <translation>Correcte</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="210" />
        <source>Not quite</source>
        <translation>No del tot</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="215" />
        <source>{seconds} (target {target})</source>
        <translation>{seconds} (objectiu {target})</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="228" />
        <source>Expected</source>
        <translation>S'esperava</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="229" />
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="230" />
        <source>Rules</source>
        <translation>Regles</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="231" />
        <source>Worked solution</source>
        <translation>Solució pas a pas</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="287" />
        <source>{seconds} (untimed)</source>
        <translation>{seconds} (sense temps)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="300" />
        <source>End session (Esc)</source>
        <translation>Acaba la sessió (Esc)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" />
        <source>Retry saving (Enter)</source>
        <translation>Torna a desar (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" />
        <source>Your answer is still not saved. Press Enter to retry, or end the session again to leave without it.</source>
        <translation>La resposta encara no s'ha desat. Premeu Retorn per tornar a desar-la, o torneu a acabar la sessió per sortir sense desar-la.</translation>
    </message>
    <message>
        <location filename="../views/drill_view.py" line="213" />
        <source>redo: right {right} of {needed}</source>
        <translation>repetició: {right} de {needed} encerts</translation>
    </message>
    <message>
        <source>Your answer</source>
        <translation>La teva resposta</translation>
    </message>
</context>
<context>
    <name>ExamView</name>
    <message>
        <location filename="../views/exam_view.py" line="217" />
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="220" />
        <source>A timed self-assessment before certification: no feedback until the end, each question and the whole exam have a time limit, and a question not answered in time counts as wrong. Leaving the exam ends it as not passed.</source>
        <translation>Una autoavaluació cronometrada abans de la certificació: cap correcció fins al final, cada pregunta i tot l'examen tenen un temps límit, i una pregunta no contestada a temps compta com a errada. Sortir de l'examen el dona per no superat.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="225" />
        <source>Start the exam (Enter)</source>
        <translation>Comença l'examen (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="226" />
        <source>Submit (Enter)</source>
        <translation>Respon (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="227" />
        <source>End the exam</source>
        <translation>Acaba l'examen</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="228" />
        <source>Missed and slowest questions (select to replay)</source>
        <translation>Preguntes fallades i més lentes (seleccioneu-ne una per tornar-la a veure)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="229" />
        <source>Certificate (PDF)…</source>
        <translation>Certificat (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="230" />
        <source>Done</source>
        <translation>Fet</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="233" />
        <source>Section</source>
        <translation>Secció</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="234" />
        <source>Right</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="235" />
        <source>Accuracy (mark)</source>
        <translation>Encerts (nota mínima)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="236" />
        <source>In target time (mark)</source>
        <translation>Dins del temps objectiu (nota mínima)</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="237" />
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="256" />
        <source>{title} — {questions}, {minutes} min</source>
        <translation>{title} — {questions}, {minutes} min</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="268" />
        <source>Exam file refused: {problem}</source>
        <translation>Fitxer d'examen rebutjat: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="300" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: {questions} at level {level}, {seconds} each ({drills}). Pass: {accuracy} right, {speed} right within the target time.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: {questions} de nivell {level}, {seconds} cadascuna ({drills}). Per aprovar: {accuracy} d'encerts, {speed} d'encerts dins del temps objectiu.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="350" />
        <source>{title} · question {number} of {total} · {section}</source>
        <translation>{title} · pregunta {number} de {total} · {section}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="405" />
        <source>Question: {seconds} / {limit}</source>
        <translation>Pregunta: {seconds} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="409" />
        <source>Exam: {elapsed} / {limit}</source>
        <translation>Examen: {elapsed} / {limit}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="460" />
        <location filename="../views/exam_view.py" line="481" />
        <source>Passed</source>
        <translation>Superat</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="462" />
        <location filename="../views/exam_view.py" line="481" />
        <source>Not passed</source>
        <translation>No superat</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="464" />
        <source>{verdict}: {correct} of {questions} right</source>
        <translation>{verdict}: {correct} de {questions} correctes</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="467" />
        <source>ended early</source>
        <translation>acabat abans d'hora</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="468" />
        <source>out of time</source>
        <translation>sense temps</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="514" />
        <source>not answered in time</source>
        <translation>no contestada a temps</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="516" />
        <source>wrong</source>
        <translation>errada</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="516" />
        <source>too late</source>
        <translation>massa tard</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="518" />
        <source>right</source>
        <translation>correcta</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="520" />
        <source>{number}. {title} · {seconds} · {why}</source>
        <translation>{number}. {title} · {seconds} · {why}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="536" />
        <source>Time: {seconds} (target {target})</source>
        <translation>Temps: {seconds} (objectiu {target})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="546" />
        <source>Certificate</source>
        <translation>Certificat</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="267" />
        <source>Proctored by:</source>
        <translation>Supervisat per:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="268" />
        <source>the instructor's passphrase</source>
        <translation>la contrasenya de l'instructor</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="270" />
        <location filename="../views/exam_view.py" line="323" />
        <source>Nobody: self-assessment, not proctored</source>
        <translation>Ningú: autoavaluació, sense supervisió</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="352" />
        <source>Wrong passphrase. Wait {seconds} s before trying again.</source>
        <translation>Contrasenya incorrecta. Espereu {seconds} s abans de tornar-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="356" />
        <source>Wrong passphrase. Try again.</source>
        <translation>Contrasenya incorrecta. Torneu-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="366" />
        <source>The school key cannot be used: {problem}</source>
        <translation>No es pot fer servir la clau de l'escola: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="434" />
        <source>The exam cannot be sealed: {problem}</source>
        <translation>No es pot segellar l'examen: {problem}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="449" />
        <source>Proctored by {name}</source>
        <translation>Supervisat per {name}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="450" />
        <source>Self-assessment, not proctored</source>
        <translation>Autoavaluació, sense supervisió</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="596" />
        <source>signed with the school key</source>
        <translation>signat amb la clau de l'escola</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="598" />
        <source>signed by this station only</source>
        <translation>signat només per aquest lloc de pràctiques</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="602" />
        <source>Reference: {code}</source>
        <translation>Referència: {code}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="304" />
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n pregunta</numerusform>
            <numerusform>%n preguntes</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="346" />
        <source>&amp;Sit:</source>
        <translation>&amp;Fer:</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="348" />
        <source>Table session report…</source>
        <translation>Informe de la sessió a la taula…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="349" />
        <source>Retake the failed area…</source>
        <translation>Repetir l'àrea no superada…</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="358" />
        <source>Grade</source>
        <translation>Qualificació</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="496" />
        <source>{family} {mark}</source>
        <translation>{family} {mark}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="503" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: a session at the {game} table, {coups} in {mode} mode (no prompts, no hints). Pass: {marks} of the acts right; any red line fails the exam.</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: una sessió a la taula de {game}, {coups} en mode {mode} (sense indicacions ni pistes). Per superar-la: {marks} de les accions correctes; qualsevol línia vermella suspèn l'examen.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="508" />
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="523" />
        <source>The whole exam</source>
        <translation>L'examen sencer</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="541" />
        <source>Retake “{area}” alone (exam of {day})</source>
        <translation>Repetir només «{area}» (examen del {day})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="604" />
        <source>This exam has changed since it was sat: sit the whole exam again.</source>
        <translation>Aquest examen ha canviat des que es va fer: torneu a fer l'examen sencer.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="607" />
        <source>The earlier result does not match its signature: sit the whole exam again.</source>
        <translation>El resultat anterior no coincideix amb la seva signatura: torneu a fer l'examen sencer.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="610" />
        <source>That area cannot be retaken alone: sit the whole exam.</source>
        <translation>Aquesta àrea no es pot repetir sola: feu l'examen sencer.</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="674" />
        <source>{title} · {section}</source>
        <translation>{title} · {section}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="692" />
        <source>Not an act: write it like “pay box3 15” or “call no_more_bets”.</source>
        <translation>No és una acció: escriviu-la com «pay box3 15» o «call no_more_bets».</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="885" />
        <source>fail</source>
        <translation>no superada</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="890" />
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} accions</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="892" />
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n línia vermella</numerusform>
            <numerusform>%n línies vermelles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="917" />
        <source>{family} {right}/{total} (mark {mark}, {grade})</source>
        <translation>{family} {right}/{total} (mínim {mark}, {grade})</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="934" />
        <source>Pace: {pace}</source>
        <translation>Ritme: {pace}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="938" />
        <source>&lt;b&gt;{name}&lt;/b&gt;: carried from the exam of {day}</source>
        <translation>&lt;b&gt;{name}&lt;/b&gt;: conservada de l'examen del {day}</translation>
    </message>
    <message>
        <location filename="../views/exam_view.py" line="946" />
        <source>A red line was crossed at the table: the exam is not passed, and it is sat again whole.</source>
        <translation>S'ha traspassat una línia vermella a la taula: l'examen no s'ha superat i s'ha de tornar a fer sencer.</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/exam_view.py" line="843" />
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
        <location filename="../views/home_view.py" line="251" />
        <source>Learn the rules (Ctrl+L)</source>
        <translation>Aprèn les regles (Ctrl+L)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="252" />
        <location filename="../views/home_view.py" line="257" />
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="253" />
        <source>Practise (Enter)</source>
        <translation>Practica (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="256" />
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="258" />
        <source>Mastery</source>
        <translation>Domini</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="259" />
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="260" />
        <source>Median time / target</source>
        <translation>Temps mitjà / objectiu</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="315" />
        <source>L{level}: {note}, {target}</source>
        <translation>N{level}: {note}, {target}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="318" />
        <location filename="../views/home_view.py" line="323" />
        <source>untimed</source>
        <translation>sense temps</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="321" />
        <source>L{level}: {target}</source>
        <translation>N{level}: {target}</translation>
    </message>
</context>
<context>
    <name>HomeView</name>
    <message>
        <location filename="../views/home_view.py" line="114" />
        <source>Hello, {name}</source>
        <translation>Hola, {name}</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="115" />
        <source>▶  Continue practice (Ctrl+P)</source>
        <translation>▶  Continua la pràctica (Ctrl+P)</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="122" />
        <source>Today: {answers} · streak: {streak} (longest {longest})</source>
        <translation>Avui: {answers} · ratxa: {streak} (la més llarga, {longest})</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="160" />
        <source>{proficient} of {total} drills proficient</source>
        <translation>Competent en {proficient} de {total} exercicis</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="185" />
        <source>Assigned by your instructor: {items}</source>
        <translation>Assignat pel vostre instructor: {items}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="124" />
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/home_view.py" line="125" />
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dies</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>InstructorSecretDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="307" />
        <source>Instructor</source>
        <translation>Instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="308" />
        <source>Passphrase</source>
        <translation>Contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="310" />
        <source>Instructor's approval</source>
        <translation>Aprovació d'un instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="315" />
        <source>There is no instructor yet.</source>
        <translation>Encara no hi ha cap instructor.</translation>
    </message>
</context>
<context>
    <name>InstructorView</name>
    <message>
        <location filename="../views/instructor_view.py" line="188" />
        <source>Instructor mode — {name}</source>
        <translation>Mode instructor — {name}</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="189" />
        <source>Instructor mode needs an instructor's PIN.</source>
        <translation>El mode instructor demana el PIN d'un instructor.</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="192" />
        <source>Class overview</source>
        <translation>Resum de la classe</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="193" />
        <source>Trainee detail</source>
        <translation>Detall de l'alumne</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="194" />
        <source>Practice plans</source>
        <translation>Plans de pràctica</translation>
    </message>
    <message>
        <location filename="../views/instructor_view.py" line="195" />
        <source>Stations and reports</source>
        <translation>Llocs i informes</translation>
    </message>
    <message>
        <source>Trainees and classes</source>
        <translation>Alumnes i grups</translation>
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
        <location filename="../main_window.py" line="144" />
        <source>Dealer Trainer</source>
        <translation>Dealer Trainer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="145" />
        <source>&amp;File</source>
        <translation>&amp;Fitxer</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="146" />
        <source>&amp;Go</source>
        <translation>&amp;Vés</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="148" />
        <source>Home</source>
        <translation>Inici</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="149" />
        <source>Continue practice</source>
        <translation>Continua la pràctica</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="150" />
        <source>Lessons</source>
        <translation>Lliçons</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="151" />
        <source>My progress</source>
        <translation>El meu progrés</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="152" />
        <source>Settings</source>
        <translation>Configuració</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="153" />
        <source>Switch trainee</source>
        <translation>Canvia d'alumne</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="154" />
        <source>Quit</source>
        <translation>Surt</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="277" />
        <source>Session summary</source>
        <translation>Resum de la sessió</translation>
    </message>
    <message>
        <location filename="../main_window.py" line="280" />
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
        <source>&amp;Help</source>
        <translation>A&amp;juda</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Dreceres de teclat</translation>
    </message>
    <message>
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <source>Instructor mode</source>
        <translation>Mode instructor</translation>
    </message>
    <message>
        <source>Instructor mode needs an instructor's PIN: choose an instructor.</source>
        <translation>El mode instructor demana el PIN d'un instructor: trieu un instructor.</translation>
    </message>
</context>
<context>
    <name>NewInstructorDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="119" />
        <source>Name</source>
        <translation>Nom</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="134" />
        <source>New instructor</source>
        <translation>Nou instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="139" />
        <source>Type a name first.</source>
        <translation>Escriviu primer un nom.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="143" />
        <source>There is already someone called {name}.</source>
        <translation>Ja hi ha algú que es diu {name}.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="346" />
        <source>Passphrase</source>
        <translation>Contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="347" />
        <source>Passphrase again</source>
        <translation>Repetiu la contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="351" />
        <source>At least {count} characters: a few words are easy to remember and hard to guess.</source>
        <translation>{count} caràcters com a mínim: unes quantes paraules són fàcils de recordar i difícils d'endevinar.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="364" />
        <source>Approved by</source>
        <translation>Aprovat per</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="365" />
        <source>Their passphrase</source>
        <translation>La seva contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="371" />
        <source>The first instructor</source>
        <translation>El primer instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="376" />
        <source>This station has no instructor yet: the first one needs nobody's approval.</source>
        <translation>Aquest lloc de pràctiques encara no té cap instructor: el primer no necessita l'aprovació de ningú.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="378" />
        <source>An instructor of this station approves with their passphrase.</source>
        <translation>Un instructor d'aquest lloc de pràctiques ho ha d'aprovar amb la seva contrasenya.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="411" />
        <source>An instructor now exists: ask them to approve.</source>
        <translation>Ara ja hi ha un instructor: demaneu-li que ho aprovi.</translation>
    </message>
</context>
<context>
    <name>OrderingAnswer</name>
    <message>
        <location filename="../views/answers.py" line="277" />
        <source>Select an item and move it with Ctrl+Up / Ctrl+Down, or drag it.</source>
        <translation>Seleccioneu un element i moveu-lo amb Ctrl+Amunt / Ctrl+Avall, o arrossegueu-lo.</translation>
    </message>
</context>
<context>
    <name>PinDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="63" />
        <source>Instructor mode</source>
        <translation>Mode instructor</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="246" />
        <source>Passphrase for {name}:</source>
        <translation>Contrasenya per a {name}:</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="248" />
        <source>{name}'s profile is protected.</source>
        <translation>{name} ha protegit el seu perfil amb un PIN.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="255" />
        <source>{name}'s PIN</source>
        <translation>{name}: PIN del perfil</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="258" />
        <source>the passphrase of {name} (instructor)</source>
        <translation>{name} (instructor): contrasenya</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="262" />
        <source>Open with</source>
        <translation>Obre amb</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="267" />
        <source>Profile</source>
        <translation>Perfil</translation>
    </message>
</context>
<context>
    <name>PlansPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="97" />
        <source>New practice plan</source>
        <translation>Nou pla de pràctica</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="100" />
        <location filename="../views/instructor_tools.py" line="107" />
        <source>For</source>
        <translation>Per a</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="100" />
        <location filename="../views/instructor_tools.py" line="107" />
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="100" />
        <location filename="../views/instructor_tools.py" line="107" />
        <source>Target level</source>
        <translation>Nivell objectiu</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="100" />
        <location filename="../views/instructor_tools.py" line="107" />
        <source>Due by</source>
        <translation>Data límit</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="105" />
        <source>Cancel the selected plan</source>
        <translation>Anul·la el pla seleccionat</translation>
    </message>
    <message>
        <source>F&amp;or</source>
        <translation>&amp;Per a</translation>
    </message>
    <message>
        <source>&amp;Drill</source>
        <translation>&amp;Exercici</translation>
    </message>
    <message>
        <source>Target &amp;level</source>
        <translation>&amp;Nivell objectiu</translation>
    </message>
    <message>
        <source>Due &amp;by</source>
        <translation>&amp;Data límit</translation>
    </message>
    <message>
        <source>&amp;Assign</source>
        <translation>&amp;Assigna</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fets</translation>
    </message>
    <message>
        <source>Every trainee</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <source>Classes</source>
        <translation>Grups</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Alumnes</translation>
    </message>
    <message>
        <source>Overdue: not everyone is done</source>
        <translation>Fora de termini: no tothom l'ha fet</translation>
    </message>
</context>
<context>
    <name>ProgressView</name>
    <message>
        <location filename="../views/progress_view.py" line="150" />
        <source>{answers} · {accuracy} correct · median {median} · streak {streak}</source>
        <translation>{answers} · {accuracy} correctes · mediana {median} · ratxa de {streak}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="155" />
        <source>Activity (last 13 weeks)</source>
        <translation>Activitat (últimes 13 setmanes)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="187" />
        <source>Drills (select one to see it on the chart)</source>
        <translation>Exercicis (trieu-ne un per veure'l al gràfic)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189" />
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189" />
        <source>Answers</source>
        <translation>Respostes</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189" />
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="189" />
        <source>Median time</source>
        <translation>Temps mitjà</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="248" />
        <source>Target at level {level}: {seconds}</source>
        <translation>Objectiu al nivell {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="252" />
        <source>{drill}: accuracy and speed by day</source>
        <translation>{drill}: encerts i rapidesa per dia</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="161" />
        <source>Recent mistakes</source>
        <translation>Errors recents</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="162" />
        <source>Try again (Enter)</source>
        <translation>Torna-ho a provar (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="172" />
        <source>{day} · {title} (level {level}) · expected {expected}</source>
        <translation>{day} · {title} (nivell {level}) · s'esperava {expected}</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="192" />
        <source>All drills</source>
        <translation>Tots els exercicis</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="236" />
        <source>Accuracy (%)</source>
        <translation>Encerts (%)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="236" />
        <source>Median seconds</source>
        <translation>Segons (mitjana)</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="239" />
        <source>Accuracy and speed by day</source>
        <translation>Encerts i rapidesa per dia</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="151" />
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/progress_view.py" line="154" />
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dies</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="173" />
        <source>Redo my mistakes ({count})</source>
        <translation>Repeteix els meus errors ({count})</translation>
    </message>
    <message>
        <location filename="../views/progress_view.py" line="174" />
        <source>Each recent mistake again, until you answer it right twice</source>
        <translation>Cada error recent, de nou fins que l'encerteu dues vegades</translation>
    </message>
</context>
<context>
    <name>QuestionPanel</name>
    <message>
        <location filename="../views/question_panel.py" line="1" />
        <source>{prompt}
Hint: {hint}</source>
        <translation>{prompt}
Pista: {hint}</translation>
    </message>
</context>
<context>
    <name>ReplayPanel</name>
    <message>
        <location filename="../views/replay_panel.py" line="48" />
        <source>level {level}</source>
        <translation>nivell {level}</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="49" />
        <source>Answer given</source>
        <translation>Resposta donada</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="50" />
        <source>Expected</source>
        <translation>S'esperava</translation>
    </message>
    <message>
        <location filename="../views/replay_panel.py" line="1" />
        <source>Worked solution</source>
        <translation>Solució pas a pas</translation>
    </message>
</context>
<context>
    <name>Reports</name>
    <message>
        <location filename="../reports.py" line="89" />
        <source>Passed</source>
        <translation>Superat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="89" />
        <source>Not passed</source>
        <translation>No superat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="104" />
        <source>Accuracy by game, week by week</source>
        <translation>Encerts per joc, setmana a setmana</translation>
    </message>
    <message>
        <location filename="../reports.py" line="106" />
        <source>Progress report: {name}</source>
        <translation>Informe de progrés: {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="107" />
        <location filename="../reports.py" line="196" />
        <source>Printed on {day}</source>
        <translation>Imprès el {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="108" />
        <source>Drills</source>
        <translation>Exercicis</translation>
    </message>
    <message>
        <location filename="../reports.py" line="113" />
        <source>{answers} answers · {accuracy} correct · median {median}</source>
        <translation>{answers} respostes · {accuracy} correctes · mediana {median}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="123" />
        <location filename="../reports.py" line="237" />
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../reports.py" line="124" />
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <location filename="../reports.py" line="125" />
        <source>Mastery</source>
        <translation>Domini</translation>
    </message>
    <message>
        <location filename="../reports.py" line="126" />
        <location filename="../reports.py" line="191" />
        <source>Answers</source>
        <translation>Respostes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="127" />
        <location filename="../reports.py" line="210" />
        <location filename="../reports.py" line="237" />
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="128" />
        <source>Median time</source>
        <translation>Temps mitjà</translation>
    </message>
    <message>
        <location filename="../reports.py" line="129" />
        <source>Target</source>
        <translation>Objectiu</translation>
    </message>
    <message>
        <location filename="../reports.py" line="160" />
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <location filename="../reports.py" line="165" />
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../reports.py" line="165" />
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <location filename="../reports.py" line="165" />
        <source>Score</source>
        <translation>Puntuació</translation>
    </message>
    <message>
        <location filename="../reports.py" line="165" />
        <location filename="../reports.py" line="298" />
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="173" />
        <source>Not finished</source>
        <translation>No acabat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="179" />
        <source>No exams yet</source>
        <translation>Encara no hi ha exàmens</translation>
    </message>
    <message>
        <location filename="../reports.py" line="192" />
        <source>Accuracy (%)</source>
        <translation>Encerts (%)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="193" />
        <source>Class activity, last 30 days</source>
        <translation>Activitat de la classe, últims 30 dies</translation>
    </message>
    <message>
        <location filename="../reports.py" line="195" />
        <source>Class report</source>
        <translation>Informe de la classe</translation>
    </message>
    <message>
        <location filename="../reports.py" line="198" />
        <source>Weakest drills</source>
        <translation>Exercicis més febles</translation>
    </message>
    <message>
        <location filename="../reports.py" line="206" />
        <source>Trainee</source>
        <translation>Alumne</translation>
    </message>
    <message>
        <location filename="../reports.py" line="197" />
        <location filename="../reports.py" line="237" />
        <source>Trainees</source>
        <translation>Alumnes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="237" />
        <source>Pace</source>
        <translation>Ritme</translation>
    </message>
    <message>
        <location filename="../reports.py" line="266" />
        <source>The exam was ended early.</source>
        <translation>L'examen es va acabar abans d'hora.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="267" />
        <source>The exam ran out of time.</source>
        <translation>L'examen es va quedar sense temps.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="273" />
        <source>Exam: {title}</source>
        <translation>Examen: {title}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="275" />
        <source>Date: {day}</source>
        <translation>Data: {day}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="281" />
        <source>{correct} of {questions} right</source>
        <translation>{correct} de {questions} correctes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="294" />
        <source>Section</source>
        <translation>Secció</translation>
    </message>
    <message>
        <location filename="../reports.py" line="295" />
        <source>Right</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../reports.py" line="296" />
        <source>Accuracy (mark)</source>
        <translation>Encerts (nota mínima)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="297" />
        <source>In target time (mark)</source>
        <translation>Dins del temps objectiu (nota mínima)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="279" />
        <source>Certificate: proctored exam</source>
        <translation>Certificat: examen supervisat</translation>
    </message>
    <message>
        <location filename="../reports.py" line="281" />
        <source>Certificate of self-assessment (not proctored)</source>
        <translation>Certificat d'autoavaluació (sense supervisió)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="304" />
        <source>This exam was sealed before signed certificates: no code.</source>
        <translation>Aquest examen es va segellar abans dels certificats signats: no té codi.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="320" />
        <source>Proctored by {name}</source>
        <translation>Supervisat per {name}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="321" />
        <source>Self-assessment, not proctored</source>
        <translation>Autoavaluació, sense supervisió</translation>
    </message>
    <message>
        <location filename="../reports.py" line="374" />
        <source>Custom exam (an instructor's file), digest {digest}</source>
        <translation>Examen personalitzat (fitxer d'un instructor), empremta {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="376" />
        <source>Exam bundled with the trainer, digest {digest}</source>
        <translation>Examen inclòs amb l'aplicació, empremta {digest}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="379" />
        <source>Rulebook: {rulebook}</source>
        <translation>Reglament: {rulebook}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="381" />
        <source>House rules: {rules}</source>
        <translation>Normes de la casa: {rules}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="383" />
        <source>House rules: none</source>
        <translation>Normes de la casa: cap</translation>
    </message>
    <message>
        <location filename="../reports.py" line="394" />
        <source>Check this certificate on any computer with the school's public key (school-key.pub): dealer-trainer verify certificate.pdf, or paste the code.</source>
        <translation>Comproveu aquest certificat a qualsevol ordinador amb la clau pública de l'escola (school-key.pub): dealer-trainer verify certificate.pdf, o enganxeu-hi el codi.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="401" />
        <source>Reference: {code}</source>
        <translation>Referència: {code}</translation>
    </message>
    <message>
        <source>Class report: {name}</source>
        <translation>Informe del grup: {name}</translation>
    </message>
    <message>
        <source>Drills proficient or better</source>
        <translation>Exercicis competents o més</translation>
    </message>
    <message>
        <source>By game</source>
        <translation>Per joc</translation>
    </message>
    <message>
        <source>Recent mistakes</source>
        <translation>Errors recents</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>Resposta donada</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>S'esperava</translation>
    </message>
    <message>
        <source>No mistakes</source>
        <translation>Cap error</translation>
    </message>
    <message>
        <source>Each game: drills proficient or better / drills practised, then the accuracy of the recent answers.</source>
        <translation>Cada joc: exercicis competents o més / exercicis practicats, i els encerts de les respostes recents.</translation>
    </message>
    <message>
        <source>No trainees</source>
        <translation>Cap alumne</translation>
    </message>
    <message>
        <source>Practice plans</source>
        <translation>Plans de pràctica</translation>
    </message>
    <message>
        <source>Target level</source>
        <translation>Nivell objectiu</translation>
    </message>
    <message>
        <source>For</source>
        <translation>Per a</translation>
    </message>
    <message>
        <source>Due by</source>
        <translation>Data límit</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fets</translation>
    </message>
    <message>
        <source>Mistakes, last 30 days</source>
        <translation>Errors, últims 30 dies</translation>
    </message>
    <message>
        <source>Mistakes</source>
        <translation>Errors</translation>
    </message>
    <message>
        <source>Of answers</source>
        <translation>De respostes</translation>
    </message>
    <message>
        <source>Share wrong</source>
        <translation>Part errònia</translation>
    </message>
    <message>
        <source>Trainees who erred</source>
        <translation>Alumnes que s'hi van equivocar</translation>
    </message>
    <message>
        <source>Every trainee</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="132" />
        <source>{proficient} of {total} drills proficient</source>
        <translation>Competent en {proficient} de {total} exercicis</translation>
    </message>
    <message>
        <location filename="../reports.py" line="482" />
        <source>{game} at the table — {mode}</source>
        <translation>{game} a la taula — {mode}</translation>
    </message>
    <message>
        <location filename="../reports.py" line="487" />
        <source>Trainee: {name}</source>
        <translation>Alumne: {name}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="489" />
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugades</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="490" />
        <source>{right} of {total} acts right</source>
        <translation>{right} de {total} accions correctes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="493" />
        <source>Pace: {pace}</source>
        <translation>Ritme: {pace}</translation>
    </message>
    <message numerus="yes">
        <location filename="../reports.py" line="495" />
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n línia vermella</numerusform>
            <numerusform>%n línies vermelles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../reports.py" line="495" />
        <source>no red line</source>
        <translation>cap línia vermella</translation>
    </message>
    <message>
        <location filename="../reports.py" line="497" />
        <source>Acts right by family</source>
        <translation>Accions correctes per tipus</translation>
    </message>
    <message>
        <location filename="../reports.py" line="497" />
        <source>Red lines</source>
        <translation>Línies vermelles</translation>
    </message>
    <message>
        <location filename="../reports.py" line="498" />
        <source>Wrong acts</source>
        <translation>Accions incorrectes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="498" />
        <source>Slowest acts</source>
        <translation>Accions més lentes</translation>
    </message>
    <message>
        <location filename="../reports.py" line="504" />
        <source>Act</source>
        <translation>Acció</translation>
    </message>
    <message>
        <location filename="../reports.py" line="504" />
        <source>Share</source>
        <translation>Percentatge</translation>
    </message>
    <message>
        <location filename="../reports.py" line="520" />
        <source>Coup</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location filename="../reports.py" line="520" />
        <source>Red line</source>
        <translation>Línia vermella</translation>
    </message>
    <message>
        <location filename="../reports.py" line="520" />
        <source>Act made</source>
        <translation>Acció feta</translation>
    </message>
    <message>
        <location filename="../reports.py" line="520" />
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../reports.py" line="657" />
        <source>A retake: one failed area sat again, the others carried.</source>
        <translation>Una repetició: s'ha tornat a fer una àrea no superada i es conserven les altres.</translation>
    </message>
    <message>
        <location filename="../reports.py" line="664" />
        <source>Area</source>
        <translation>Àrea</translation>
    </message>
    <message>
        <location filename="../reports.py" line="496" />
        <source>(no act)</source>
        <translation>(cap acció)</translation>
    </message>
    <message>
        <location filename="../reports.py" line="536" />
        <source>No red line</source>
        <translation>Cap línia vermella</translation>
    </message>
    <message>
        <location filename="../reports.py" line="545" />
        <source>Verdict</source>
        <translation>Valoració</translation>
    </message>
    <message>
        <location filename="../reports.py" line="566" />
        <source>No wrong act</source>
        <translation>Cap acció incorrecta</translation>
    </message>
    <message>
        <location filename="../reports.py" line="569" />
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../reports.py" line="669" />
        <source>Grade</source>
        <translation>Qualificació</translation>
    </message>
    <message>
        <location filename="../reports.py" line="684" />
        <source>fail</source>
        <translation>no superada</translation>
    </message>
    <message>
        <location filename="../reports.py" line="689" />
        <source>{right}/{acts} acts</source>
        <translation>{right}/{acts} accions</translation>
    </message>
    <message>
        <location filename="../reports.py" line="731" />
        <source>{name}: carried from the exam of {day} ({exam})</source>
        <translation>{name}: conservada de l'examen del {day} ({exam})</translation>
    </message>
    <message>
        <location filename="../reports.py" line="206" />
        <source>At the table</source>
        <translation>A la taula</translation>
    </message>
    <message>
        <location filename="../reports.py" line="212" />
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../reports.py" line="213" />
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <location filename="../reports.py" line="214" />
        <source>Last pace</source>
        <translation>Últim ritme</translation>
    </message>
    <message>
        <location filename="../reports.py" line="215" />
        <source>Red lines (last · all)</source>
        <translation>Línies vermelles (última · totes)</translation>
    </message>
</context>
<context>
    <name>SecretChangeDialog</name>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="41" />
        <source>{name}'s current passphrase</source>
        <translation>{name}: contrasenya actual</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="43" />
        <source>{name}'s current PIN</source>
        <translation>{name}: PIN actual</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="49" />
        <source>the passphrase of {name} (instructor)</source>
        <translation>{name} (instructor): contrasenya</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="52" />
        <source>Confirm with</source>
        <translation>Confirmeu amb</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="57" />
        <source>New passphrase</source>
        <translation>Contrasenya nova</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="58" />
        <source>New passphrase again</source>
        <translation>Repetiu la contrasenya nova</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="60" />
        <source>New PIN</source>
        <translation>PIN nou</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="61" />
        <source>New PIN again</source>
        <translation>Repetiu el PIN nou</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="64" />
        <source>Remove the PIN</source>
        <translation>Treu el PIN</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="69" />
        <source>Passphrase</source>
        <translation>Contrasenya</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="69" />
        <source>Profile PIN</source>
        <translation>PIN del perfil</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="74" />
        <source>Change the passphrase of {name}.</source>
        <translation>Canvieu la contrasenya ({name}).</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="76" />
        <source>Change or remove the PIN that protects {name}'s profile.</source>
        <translation>Canvieu o traieu el PIN que protegeix aquest perfil ({name}).</translation>
    </message>
    <message>
        <location filename="../views/profile_pin_dialog.py" line="80" />
        <source>Protect {name}'s profile with a PIN: others then need it (or an instructor's passphrase) to practise as {name}.</source>
        <translation>Protegiu aquest perfil ({name}) amb un PIN: qualsevol altra persona el necessitarà (o la contrasenya d'un instructor) per practicar-hi.</translation>
    </message>
</context>
<context>
    <name>SecretDialog</name>
    <message>
        <location filename="../views/pin_dialog.py" line="121" />
        <source>New passphrase</source>
        <translation>Contrasenya nova</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="124" />
        <source>New passphrase again</source>
        <translation>Repetiu la contrasenya nova</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="146" />
        <source>{name}, instructors now use a passphrase of at least {count} characters instead of a PIN. Choose one to go on; your PIN will no longer work.</source>
        <translation>{name}, ara els instructors fan servir una contrasenya de {count} caràcters com a mínim en lloc d'un PIN. Trieu-ne una per continuar; el PIN ja no servirà.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="163" />
        <source>Wrong passphrase.</source>
        <translation>Contrasenya incorrecta.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="165" />
        <source>Wrong PIN.</source>
        <translation>PIN incorrecte.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="174" />
        <source>{wrong} Try again.</source>
        <translation>{wrong} Torneu-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="179" />
        <source>{wrong} Wait {seconds} s before trying again.</source>
        <translation>{wrong} Espereu {seconds} s abans de tornar-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="190" />
        <source>You may try again.</source>
        <translation>Ja podeu tornar-ho a provar.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="223" />
        <source>A passphrase needs at least {count} characters.</source>
        <translation>Una contrasenya ha de tenir {count} caràcters com a mínim.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="226" />
        <source>A PIN needs at least {count} characters.</source>
        <translation>Un PIN ha de tenir {count} caràcters com a mínim.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="231" />
        <source>The two passphrases differ.</source>
        <translation>Les dues contrasenyes no coincideixen.</translation>
    </message>
    <message>
        <location filename="../views/pin_dialog.py" line="232" />
        <source>The two PINs differ.</source>
        <translation>Els dos PIN no coincideixen.</translation>
    </message>
</context>
<context>
    <name>SettingsView</name>
    <message>
        <location filename="../views/settings_view.py" line="174" />
        <source>General</source>
        <translation>General</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="175" />
        <source>Language</source>
        <translation>Idioma</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="176" />
        <source>Sound</source>
        <translation>So</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="177" />
        <location filename="../views/settings_view.py" line="180" />
        <source>On</source>
        <translation>Activat</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="178" />
        <source>Volume</source>
        <translation>Volum</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="179" />
        <source>Animations</source>
        <translation>Animacions</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="181" />
        <source>Rulebook and house rules</source>
        <translation>Reglament i normes de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="182" />
        <source>Rulebook</source>
        <translation>Reglament</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="183" />
        <source>Save house rules</source>
        <translation>Desa les normes de la casa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="184" />
        <source>Back to the regulation</source>
        <translation>Torna al reglament</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="186" />
        <source>Punto banco: banker commission (PB-04)</source>
        <translation>Punt i banca: comissió de la banca (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="188" />
        <source>Punto banco: commission collected (PB-04)</source>
        <translation>Punt i banca: cobrament de la comissió (PB-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="190" />
        <source>Blackjack: doubling allowed on (BJ-15)</source>
        <translation>Blackjack: es pot doblar amb (BJ-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="192" />
        <source>Blackjack: dealer blackjack takes (BJ-12)</source>
        <translation>Blackjack: el blackjack del crupier s'emporta (BJ-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="194" />
        <source>Blackjack: table minimum (BJ-04)</source>
        <translation>Blackjack: mínim de la taula (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="195" />
        <source>Blackjack: table maximum (BJ-04)</source>
        <translation>Blackjack: màxim de la taula (BJ-04)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="196" />
        <source>Roulette: table minimum (RO-12)</source>
        <translation>Ruleta: mínim de la taula (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="197" />
        <source>Roulette: maximum on a straight (RO-12)</source>
        <translation>Ruleta: màxim a un ple (RO-12)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="198" />
        <source>Craps: table minimum (CR-15)</source>
        <translation>Daus: mínim de la taula (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="199" />
        <source>Craps: simple-bet maximum (CR-15)</source>
        <translation>Daus: màxim de l'aposta senzilla (CR-15)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="200" />
        <source>Payouts that do not fall on a chip</source>
        <translation>Pagaments que no quadren amb una fitxa</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="204" />
        <source>Chip set (value and colour, smallest first)</source>
        <translation>Joc de fitxes (valor i color, de la més petita a la més gran)</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="206" />
        <source>at once, from each win</source>
        <translation>de seguida, de cada guany</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="207" />
        <source>at the end of the shoe</source>
        <translation>al final del sabot</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="208" />
        <source>any first two cards</source>
        <translation>qualsevol parell de primeres cartes</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="209" />
        <source>9, 10 or 11 only</source>
        <translation>només 9, 10 o 11</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="210" />
        <source>every bet, doubles and splits included</source>
        <translation>totes les apostes, dobles i separacions incloses</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="211" />
        <source>the original bets only</source>
        <translation>només les apostes inicials</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="212" />
        <source>paid exactly, to the cent</source>
        <translation>pagats exactes, al cèntim</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="213" />
        <source>rounded down to the smallest chip</source>
        <translation>arrodonits a la baixa a la fitxa més petita</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="278" />
        <source>Not saved: {field}: {problem}</source>
        <translation>No desat: {field}: {problem}</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="272" />
        <source>Saved. New questions use these rules.</source>
        <translation>Desat. Les preguntes noves fan servir aquestes normes.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="288" />
        <source>House rules removed: the regulation's values apply.</source>
        <translation>Normes de la casa eliminades: s'apliquen els valors del reglament.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="210" />
        <source>Change as instructor…</source>
        <translation>Canvia-les com a instructor…</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="293" />
        <source>Unlocked by an instructor until you leave this screen.</source>
        <translation>Desbloquejat per un instructor fins que sortiu d'aquesta pantalla.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="298" />
        <source>Exams run under these rules: only an instructor can change the rulebook, the house rules and the chip set.</source>
        <translation>Els exàmens es fan amb aquestes normes: només un instructor pot canviar el reglament, les normes de la casa i el joc de fitxes.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="305" />
        <source>Exams run under these rules: only an instructor can change them. Create the first instructor on the who screen.</source>
        <translation>Els exàmens es fan amb aquestes normes: només un instructor les pot canviar. Creeu el primer instructor a la pantalla «Qui practica?».</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="319" />
        <source>An instructor's passphrase is needed to change the house rules.</source>
        <translation>Per canviar les normes de la casa cal la contrasenya d'un instructor.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="357" />
        <source>Not saved: an instructor must unlock the house rules.</source>
        <translation>No desat: un instructor ha de desbloquejar les normes de la casa.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="375" />
        <source>Not saved: the instructor's passphrase was refused.</source>
        <translation>No desat: la contrasenya de l'instructor s'ha rebutjat.</translation>
    </message>
    <message>
        <location filename="../views/settings_view.py" line="400" />
        <source>Not changed: an instructor must unlock the house rules.</source>
        <translation>No s'ha canviat res: un instructor ha de desbloquejar les normes de la casa.</translation>
    </message>
    <message>
        <source>grey</source>
        <translation>gris</translation>
    </message>
    <message>
        <source>white</source>
        <translation>blanc</translation>
    </message>
    <message>
        <source>pink</source>
        <translation>rosa</translation>
    </message>
    <message>
        <source>red</source>
        <translation>vermell</translation>
    </message>
    <message>
        <source>blue</source>
        <translation>blau</translation>
    </message>
    <message>
        <source>green</source>
        <translation>verd</translation>
    </message>
    <message>
        <source>black</source>
        <translation>negre</translation>
    </message>
    <message>
        <source>purple</source>
        <translation>morat</translation>
    </message>
    <message>
        <source>yellow</source>
        <translation>groc</translation>
    </message>
    <message>
        <source>orange</source>
        <translation>taronja</translation>
    </message>
    <message>
        <source>brown</source>
        <translation>marró</translation>
    </message>
    <message>
        <source>write each chip as a value and a colour, like “{example}”</source>
        <translation>escriviu cada fitxa amb un valor i un color, com ara «{example}»</translation>
    </message>
</context>
<context>
    <name>SettlementAnswer</name>
    <message>
        <location filename="../views/answers.py" line="329" />
        <source>Bet</source>
        <translation>Aposta</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="330" />
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../views/answers.py" line="331" />
        <source>Amount paid or collected</source>
        <translation>Import pagat o retirat</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Tria…</translation>
    </message>
    <message>
        <source>Settle the bets first: choose a result and type an amount for each.</source>
        <translation>Primer liquida les apostes: tria un resultat i escriu un import per a cadascuna.</translation>
    </message>
    <message>
        <source>Choose a result for every bet.</source>
        <translation>Tria un resultat per a cada aposta.</translation>
    </message>
</context>
<context>
    <name>ToolsPanel</name>
    <message>
        <location filename="../views/instructor_tools.py" line="219" />
        <source>Stations</source>
        <translation>Llocs de pràctiques</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="220" />
        <source>Reports</source>
        <translation>Informes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="221" />
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="223" />
        <source>Import a station bundle…</source>
        <translation>Importa un paquet d'un altre lloc…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="224" />
        <source>Export the trainee's bundle…</source>
        <translation>Exporta el paquet de l'alumne…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="225" />
        <source>Trainee's attempts (CSV)…</source>
        <translation>Respostes de l'alumne (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="226" />
        <source>Class attempts (CSV)…</source>
        <translation>Respostes de la classe (CSV)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="227" />
        <source>Trainee report (PDF)…</source>
        <translation>Informe de l'alumne (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="228" />
        <source>Class report (PDF)…</source>
        <translation>Informe de la classe (PDF)…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="229" />
        <source>Add an exam blueprint…</source>
        <translation>Afegeix un model d'examen…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="230" />
        <source>Verify exam records</source>
        <translation>Verifica els registres d'exàmens</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="261" />
        <source>Add a trainee first.</source>
        <translation>Primer afegeix un alumne.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="266" />
        <source>Working…</source>
        <translation>Treballant…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="269" />
        <source>Another task is still running; wait for it to finish.</source>
        <translation>Encara hi ha una altra tasca en marxa; espereu que acabi.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="279" />
        <source>Import a station bundle</source>
        <translation>Importa un paquet d'un altre lloc</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="289" />
        <source>{name}: nothing new, this bundle was already merged.</source>
        <translation>{name}: res de nou, aquest paquet ja s'havia importat.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="296" />
        <source>{name}: added {attempts} answers, {sessions} sessions, {exams} exams, {plans} plans ({closed} sessions closed since).</source>
        <translation>{name}: s'hi han afegit {attempts} respostes, {sessions} sessions, {exams} exàmens i {plans} plans ({closed} sessions tancades des de llavors).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="315" />
        <source>Export the trainee's bundle</source>
        <translation>Exporta el paquet de l'alumne</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="323" />
        <source>{name}: {attempts} answers and {exams} exams written to {path}</source>
        <translation>{name}: {attempts} respostes i {exams} exàmens desats a {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="334" />
        <source>Export attempts</source>
        <translation>Exporta les respostes</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="340" />
        <source>{rows} answers written to {path}</source>
        <translation>{rows} respostes desades a {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="349" />
        <source>Trainee report</source>
        <translation>Informe de l'alumne</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="353" />
        <location filename="../views/instructor_tools.py" line="360" />
        <source>Report written to {path}</source>
        <translation>Informe desat a {path}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="356" />
        <source>Class report</source>
        <translation>Informe de la classe</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="363" />
        <source>Add an exam blueprint</source>
        <translation>Afegeix un model d'examen</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="369" />
        <source>Refused: {problem}</source>
        <translation>Rebutjat: {problem}</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="380" />
        <source>Every exam record is intact.</source>
        <translation>Tots els registres d'exàmens són intactes.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="382" />
        <source>Some exam records were changed:</source>
        <translation>S'han modificat registres d'exàmens:</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="371" />
        <source>Refused: '{id}' is the id of an exam that comes with the trainer, and it cannot be replaced. Give your blueprint an id of its own in {file}.</source>
        <translation>Rebutjat: «{id}» és l'identificador d'un examen que ve amb el programa i no es pot substituir. Doneu al vostre examen un identificador propi a {file}.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="379" />
        <source>Refused: the custom exam '{id}' version {version} is already added with other questions or marks. Raise its version (version = {next}) to replace it.</source>
        <translation>Rebutjat: l'examen propi «{id}» versió {version} ja s'havia afegit amb altres preguntes o notes. Pugeu-ne la versió (version = {next}) per substituir-lo.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="390" />
        <source>Custom exam '{title}' (id '{id}', version {version}) added ({questions} questions).</source>
        <translation>S'ha afegit l'examen propi «{title}» (identificador «{id}», versió {version}, {questions} preguntes).</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="236" />
        <source>Share the school key…</source>
        <translation>Comparteix la clau de l'escola…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="237" />
        <source>Export the school's public key…</source>
        <translation>Exporta la clau pública de l'escola…</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="415" />
        <source>The exam records cannot be checked: a key or head file is missing or damaged.</source>
        <translation>No es poden comprovar els registres d'exàmens: falta un fitxer de clau o de capçalera, o està malmès.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="426" />
        <source>{name} now holds a copy of the school key.</source>
        <translation>{name} ja té una còpia de la clau de l'escola.</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="441" />
        <source>The school's public key</source>
        <translation>La clau pública de l'escola</translation>
    </message>
    <message>
        <location filename="../views/instructor_tools.py" line="448" />
        <source>The school's public key (fingerprint {fingerprint}) was written to {path}: copy it to any computer that checks certificates.</source>
        <translation>S'ha desat la clau pública de l'escola (empremta {fingerprint}) a {path}: copieu-la a qualsevol ordinador que comprovi certificats.</translation>
    </message>
    <message>
        <source>&amp;Trainee:</source>
        <translation>&amp;Alumne:</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>G&amp;rup:</translation>
    </message>
    <message>
        <source>All trainees</source>
        <translation>Tots els alumnes</translation>
    </message>
    <message>
        <source>In no class</source>
        <translation>Sense grup</translation>
    </message>
    <message>
        <source>class</source>
        <comment>the start of a file name: class-2026-12-02.pdf</comment>
        <translation>classe</translation>
    </message>
    <message>
        <source>no-class</source>
        <comment>a file name: the trainees in no class</comment>
        <translation>sense-grup</translation>
    </message>
    <message>
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumne</translation>
    </message>
    <message>
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Pregunta</translation>
    </message>
    <message>
        <source>Given</source>
        <translation>Resposta donada</translation>
    </message>
    <message>
        <source>Expected</source>
        <translation>Resposta esperada</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>Correcta</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Segons</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>sí</translation>
    </message>
    <message>
        <source>no</source>
        <translation>no</translation>
    </message>
    <message>
        <source>School server…</source>
        <translation>Servidor de l&apos;escola…</translation>
    </message>
</context>
<context>
    <name>TraineeDetail</name>
    <message>
        <location filename="../views/trainee_detail.py" line="117" />
        <source>Exams</source>
        <translation>Exàmens</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="118" />
        <source>Drills (select one to see it week by week)</source>
        <translation>Exercicis (trieu-ne un per veure'l setmana a setmana)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="119" />
        <source>Mistakes (select one to replay it on the felt)</source>
        <translation>Errors (seleccioneu-ne un per veure'l a la taula)</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="122" />
        <source>Drill</source>
        <translation>Exercici</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="123" />
        <source>Level</source>
        <translation>Nivell</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="124" />
        <source>Mastery</source>
        <translation>Domini</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="125" />
        <source>Answers</source>
        <translation>Respostes</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="126" />
        <location filename="../views/trainee_detail.py" line="247" />
        <source>Accuracy</source>
        <translation>Encerts</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="127" />
        <source>Median / target</source>
        <translation>Mediana / objectiu</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="131" />
        <source>Exam</source>
        <translation>Examen</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="131" />
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="131" />
        <source>Score</source>
        <translation>Puntuació</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="131" />
        <source>Result</source>
        <translation>Resultat</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="161" />
        <source>{answers} · {accuracy} correct · streak {streak}</source>
        <translation>{answers} · {accuracy} correctes · ratxa de {streak}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="182" />
        <source>All drills</source>
        <translation>Tots els exercicis</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="236" />
        <source>Accuracy by game, week by week</source>
        <translation>Encerts per joc, setmana a setmana</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="246" />
        <source>{drill}: accuracy and median time, week by week</source>
        <translation>{drill}: encerts i temps mitjà, setmana a setmana</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="248" />
        <source>Median time</source>
        <translation>Temps mitjà</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="249" />
        <source>Target at level {level}: {seconds}</source>
        <translation>Objectiu al nivell {level}: {seconds}</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="269" />
        <source>Not finished</source>
        <translation>No acabat</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="272" />
        <source>Passed</source>
        <translation>Superat</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="272" />
        <source>Not passed</source>
        <translation>No superat</translation>
    </message>
    <message>
        <location filename="../views/trainee_detail.py" line="296" />
        <source>{day} · {title} (level {level}) · {seconds}</source>
        <translation>{day} · {title} (nivell {level}) · {seconds}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="170" />
        <source>%n answer(s)</source>
        <translation>
            <numerusform>%n resposta</numerusform>
            <numerusform>%n respostes</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/trainee_detail.py" line="172" />
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n dia</numerusform>
            <numerusform>%n dies</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Trainee:</source>
        <translation>&amp;Alumne:</translation>
    </message>
    <message>
        <source>&amp;Note (only instructors see it):</source>
        <translation>&amp;Nota (només la veuen els instructors):</translation>
    </message>
    <message>
        <source>&amp;Save note</source>
        <translation>&amp;Desa la nota</translation>
    </message>
    <message>
        <source>{name} (archived)</source>
        <translation>{name} (arxivat)</translation>
    </message>
    <message>
        <source>Class: {name}</source>
        <translation>Grup: {name}</translation>
    </message>
    <message>
        <source>In no class</source>
        <translation>Sense grup</translation>
    </message>
    <message>
        <source>written {day}</source>
        <translation>escrita el {day}</translation>
    </message>
    <message>
        <source>Too long: a note holds {limit} characters at most.</source>
        <translation>Massa llarga: una nota té com a màxim {limit} caràcters.</translation>
    </message>
    <message>
        <source>Saved.</source>
        <translation>Desada.</translation>
    </message>
    <message>
        <source>Removed.</source>
        <translation>Esborrada.</translation>
    </message>
</context>
<context>
    <name>WhoView</name>
    <message>
        <location filename="../views/who_view.py" line="80" />
        <source>Who is practising?</source>
        <translation>Qui practica?</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="81" />
        <source>New trainee's name</source>
        <translation>Nom del nou alumne</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="82" />
        <source>Add trainee</source>
        <translation>Afegeix alumne</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="83" />
        <source>Start (Enter)</source>
        <translation>Comença (Retorn)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="87" />
        <source>Add instructor…</source>
        <translation>Afegeix un instructor…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="96" />
        <source>{name} (instructor)</source>
        <translation>{name} (instructor)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="113" />
        <source>Type a name first.</source>
        <translation>Escriviu primer un nom.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="118" />
        <source>There is already someone called {name}.</source>
        <translation>Ja hi ha algú que es diu {name}.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="134" />
        <source>Add a trainee to begin.</source>
        <translation>Afegiu un alumne per començar.</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="100" />
        <source>No instructor yet: create the first instructor (name and passphrase)</source>
        <translation>Encara no hi ha cap instructor: creeu el primer (nom i contrasenya)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="103" />
        <source>PIN or passphrase…</source>
        <translation>PIN o contrasenya…</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="106" />
        <source>Protect the chosen trainee's profile with a PIN, or change a PIN or an instructor's passphrase</source>
        <translation>Protegiu amb un PIN el perfil de l'alumne triat, o canvieu un PIN o la contrasenya d'un instructor</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="121" />
        <source>{name} (protected)</source>
        <translation>{name} (perfil protegit)</translation>
    </message>
    <message>
        <location filename="../views/who_view.py" line="197" />
        <source>Choose someone in the list first.</source>
        <translation>Trieu primer algú de la llista.</translation>
    </message>
</context>
<context>
    <name>games</name>
    <message>
        <location filename="../games.py" line="14" />
        <source>Blackjack</source>
        <translation>Blackjack</translation>
    </message>
    <message>
        <location filename="../games.py" line="15" />
        <source>Punto banco</source>
        <translation>Punt i banca</translation>
    </message>
    <message>
        <location filename="../games.py" line="16" />
        <source>Chemin de fer</source>
        <translation>Chemin de fer</translation>
    </message>
    <message>
        <location filename="../games.py" line="17" />
        <source>Trente et quarante</source>
        <translation>Trenta i quaranta</translation>
    </message>
    <message>
        <location filename="../games.py" line="18" />
        <source>Boule</source>
        <translation>Bola</translation>
    </message>
    <message>
        <location filename="../games.py" line="19" />
        <source>Roulette</source>
        <translation>Ruleta</translation>
    </message>
    <message>
        <location filename="../games.py" line="20" />
        <source>Craps</source>
        <translation>Daus</translation>
    </message>
    <message>
        <location filename="../games.py" line="21" />
        <source>Chips</source>
        <translation>Fitxes</translation>
    </message>
    <message>
        <location filename="../games.py" line="22" />
        <source>Money at the table</source>
        <translation>Els diners a la taula</translation>
    </message>
</context>
<context>
    <name>mastery</name>
    <message>
        <location filename="../views/home_view.py" line="40" />
        <source>Not started</source>
        <translation>Sense començar</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="41" />
        <source>Attempted</source>
        <translation>Provat</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="42" />
        <source>Familiar</source>
        <translation>Conegut</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="43" />
        <source>Proficient</source>
        <translation>Competent</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="44" />
        <source>Mastered</source>
        <translation>Dominat</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="47" />
        <source>A</source>
        <comment>short for Attempted</comment>
        <translation>Pr</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="48" />
        <source>F</source>
        <comment>short for Familiar</comment>
        <translation>Cn</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="49" />
        <source>P</source>
        <comment>short for Proficient</comment>
        <translation>Ct</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="50" />
        <source>M</source>
        <comment>short for Mastered</comment>
        <translation>Dm</translation>
    </message>
    <message>
        <location filename="../views/home_view.py" line="57" />
        <source>{status} (L{level})</source>
        <translation>{status} (N{level})</translation>
    </message>
</context>
<context>
    <name>SaveProblem</name>
    <message>
        <location filename="../storage_messages.py" />
        <source>Another program is holding the progress file locked: close it (a backup or sync tool, a database viewer, another Dealer Trainer), or wait a moment.</source>
        <translation>Un altre programa té bloquejat el fitxer de progrés: tanqueu-lo (una eina de còpia o de sincronització, un visor de bases de dades, un altre Dealer Trainer) o espereu un moment.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The disk is full: free some space, or ask the instructor.</source>
        <translation>El disc és ple: allibereu espai o aviseu l'instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The disk reported an error.</source>
        <translation>El disc ha informat d'un error.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The progress file cannot be written: its disk or folder is read-only. Ask the instructor.</source>
        <translation>No es pot escriure al fitxer de progrés: el disc o la carpeta són només de lectura. Aviseu l'instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The progress file is damaged (SQLite found it malformed). If retrying fails, close Dealer Trainer and start it again: it checks the file, keeps the damaged copy and starts a fresh one.</source>
        <translation>El fitxer de progrés està malmès (SQLite l'ha trobat mal format). Si tornar a desar no funciona, tanqueu Dealer Trainer i torneu-lo a obrir: revisarà el fitxer, en conservarà la còpia malmesa i en començarà un de nou.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Your answer could not be saved; it is kept here. Once that is fixed, press Enter to retry.</source>
        <translation>No s'ha pogut desar la resposta; es conserva aquí. Quan estigui resolt, premeu Retorn per tornar a desar-la.</translation>
    </message>
</context>
<context>
    <name>Startup</name>
    <message>
        <location filename="../storage_messages.py" />
        <source>A log file beside the progress file did not belong to it. It was moved to {moved}. Your progress file was not changed.</source>
        <translation>Al costat del fitxer de progrés hi havia un fitxer de registre que no n'era. S'ha mogut a {moved}. El vostre fitxer de progrés no s'ha modificat.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Another program is holding the progress file {path} locked. Close it (a backup or sync tool, a database viewer, another Dealer Trainer), then start again.</source>
        <translation>Un altre programa té bloquejat el fitxer de progrés {path}. Tanqueu-lo (una eina de còpia o de sincronització, un visor de bases de dades, un altre Dealer Trainer) i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Dealer Trainer cannot start</source>
        <translation>Dealer Trainer no es pot obrir</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Dealer Trainer could not start: {error}</source>
        <translation>Dealer Trainer no s'ha pogut obrir: {error}</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Dealer Trainer met an unexpected problem: {error}. Answers already saved are safe. If it happens again, tell the instructor.</source>
        <translation>Dealer Trainer ha trobat un problema inesperat: {error}. Les respostes ja desades estan a bon recer. Si torna a passar, aviseu l'instructor.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Log file set aside</source>
        <translation>Fitxer de registre apartat</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Progress file damaged</source>
        <translation>Fitxer de progrés malmès</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Progress file replaced</source>
        <translation>Fitxer de progrés substituït</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Progress file replaced: the damaged file is kept at {moved}.

The progress file could not be used, so a new, empty one was created in its place.</source>
        <translation>Fitxer de progrés substituït: el fitxer malmès es conserva a {moved}.

No s'ha pogut fer servir el fitxer de progrés i se n'ha creat un de nou, buit, al seu lloc.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Something went wrong</source>
        <translation>Alguna cosa ha anat malament</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The backups from before are kept in {folder} until an instructor discards them; the newest can be restored.</source>
        <translation>Les còpies de seguretat d'abans es conserven a {folder} fins que un instructor les descarti; es pot restaurar la més recent.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The data folder {path} cannot be written: it is read-only, or this account may not write there. Ask whoever manages this computer for write access, or set DEALER_TRAINER_HOME to a folder you can write, then start again.</source>
        <translation>No es pot escriure a la carpeta de dades {path}: és només de lectura, o aquest compte no hi pot escriure. Demaneu permís d'escriptura a qui administra aquest ordinador, o feu que DEALER_TRAINER_HOME indiqui una carpeta on pugueu escriure, i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The data folder {path} is a file, not a folder. If DEALER_TRAINER_HOME is set, point it at a folder (or remove it), then start Dealer Trainer again.</source>
        <translation>La carpeta de dades {path} és un fitxer, no una carpeta. Si heu definit DEALER_TRAINER_HOME, feu que indiqui una carpeta (o elimineu-la) i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The disk holding {path} is full. Free some space, then start Dealer Trainer again.</source>
        <translation>El disc on és {path} és ple. Allibereu espai i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The last change could not be saved. {cause}
({detail})</source>
        <translation>No s'ha pogut desar l'últim canvi. {cause}
({detail})</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The progress file {path} cannot be opened. Check the disk, then start again.</source>
        <translation>No es pot obrir el fitxer de progrés {path}. Reviseu el disc i torneu a obrir Dealer Trainer.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>The progress file {path} was written by a newer version of Dealer Trainer. Install that version to open it; the file was left untouched.</source>
        <translation>El fitxer de progrés {path} l'ha escrit una versió més nova de Dealer Trainer. Instal·leu aquella versió per obrir-lo; el fitxer no s'ha tocat.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Today's check of the progress file found damage. Close Dealer Trainer and start it again: it sets the damaged file aside (kept, not deleted), starts a fresh one and keeps the backups from before for the instructor.</source>
        <translation>La revisió diària del fitxer de progrés hi ha trobat danys. Tanqueu Dealer Trainer i torneu-lo a obrir: apartarà el fitxer malmès (conservat, no esborrat), en començarà un de nou i guardarà per a l'instructor les còpies de seguretat d'abans.</translation>
    </message>
    <message>
        <location filename="../storage_messages.py" />
        <source>Where the progress file should be, {path} is a folder. Move or rename that folder (nothing in it was changed), then start Dealer Trainer again.</source>
        <translation>On hi hauria d'haver el fitxer de progrés, {path} és una carpeta. Moveu-la o canvieu-li el nom (no s'hi ha canviat res) i torneu a obrir Dealer Trainer.</translation>
    </message>
</context>
<context>
    <name>ShareKeyDialog</name>
    <message>
        <location filename="../views/school_key_dialog.py" line="51" />
        <source>Instructor who holds the key</source>
        <translation>Instructor que té la clau</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="52" />
        <location filename="../views/school_key_dialog.py" line="54" />
        <source>Their passphrase</source>
        <translation>La seva contrasenya</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="53" />
        <source>Give a copy to</source>
        <translation>Dona'n una còpia a</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="67" />
        <source>Share the school key</source>
        <translation>Comparteix la clau de l'escola</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="72" />
        <source>Choose an instructor on each side.</source>
        <translation>Trieu un instructor a cada banda.</translation>
    </message>
    <message>
        <location filename="../views/school_key_dialog.py" line="81" />
        <source>Wrong passphrase for {name}.</source>
        <translation>Contrasenya incorrecta per a {name}.</translation>
    </message>
</context>
<context>
    <name>RosterPanel</name>
    <message>
        <source>Classes (trainees in each)</source>
        <translation>Grups (alumnes de cadascun)</translation>
    </message>
    <message>
        <source>Trainees</source>
        <translation>Alumnes</translation>
    </message>
    <message>
        <source>&amp;New class…</source>
        <translation>&amp;Nou grup…</translation>
    </message>
    <message>
        <source>Rena&amp;me class…</source>
        <translation>Canvia el nom del &amp;grup…</translation>
    </message>
    <message>
        <source>Show &amp;archived trainees</source>
        <translation>Mostra els alumnes &amp;arxivats</translation>
    </message>
    <message>
        <source>C&amp;lass:</source>
        <translation>G&amp;rup:</translation>
    </message>
    <message>
        <source>&amp;Rename…</source>
        <translation>&amp;Canvia el nom…</translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation>Alumne</translation>
    </message>
    <message>
        <source>Class</source>
        <translation>Grup</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Nota</translation>
    </message>
    <message>
        <source>No class</source>
        <translation>Sense grup</translation>
    </message>
    <message>
        <source>{name} (archived)</source>
        <translation>{name} (arxivat)</translation>
    </message>
    <message>
        <source>Res&amp;tore</source>
        <translation>Recu&amp;pera</translation>
    </message>
    <message>
        <source>Arc&amp;hive</source>
        <translation>Ar&amp;xiva</translation>
    </message>
    <message>
        <source>Back in the lists, with everything they did</source>
        <translation>Torna a les llistes, amb tot el que ha fet</translation>
    </message>
    <message>
        <source>Out of the lists; every answer and exam is kept</source>
        <translation>Fora de les llistes; es conserven totes les respostes i els exàmens</translation>
    </message>
    <message>
        <source>New class</source>
        <translation>Nou grup</translation>
    </message>
    <message>
        <source>Name:</source>
        <translation>Nom:</translation>
    </message>
    <message>
        <source>There is already a class called {name}.</source>
        <translation>Ja hi ha un grup que es diu {name}.</translation>
    </message>
    <message>
        <source>Type a name first.</source>
        <translation>Escriviu primer un nom.</translation>
    </message>
    <message>
        <source>Class {name} created.</source>
        <translation>S'ha creat el grup {name}.</translation>
    </message>
    <message>
        <source>Rename the class</source>
        <translation>Canvia el nom del grup</translation>
    </message>
    <message>
        <source>New name:</source>
        <translation>Nom nou:</translation>
    </message>
    <message>
        <source>Class {old} is now {new}.</source>
        <translation>El grup {old} ara es diu {new}.</translation>
    </message>
    <message>
        <source>{name} is now in {group}.</source>
        <translation>{name} ara és al grup {group}.</translation>
    </message>
    <message>
        <source>{name} is in no class now.</source>
        <translation>{name} ara no és a cap grup.</translation>
    </message>
    <message>
        <source>Rename the trainee</source>
        <translation>Canvia el nom de l'alumne</translation>
    </message>
    <message>
        <source>There is already someone called {name}.</source>
        <translation>Ja hi ha algú que es diu {name}.</translation>
    </message>
    <message>
        <source>{old} is now {new}.</source>
        <translation>{old} ara es diu {new}.</translation>
    </message>
    <message>
        <source>{name} is archived: out of the lists, with every answer kept. Tick “Show archived trainees” to find them again.</source>
        <translation>{name} és a l'arxiu: fora de les llistes, amb totes les respostes conservades. Marqueu «Mostra els alumnes arxivats» per tornar-lo a trobar.</translation>
    </message>
    <message>
        <source>{name} is back in the lists.</source>
        <translation>{name} torna a ser a les llistes.</translation>
    </message>
</context>
<context>
    <name>DrillNotes</name>
    <message>
        <location filename="../views/drill_notes.py" line="52" />
        <source>Level up! Level {level} is open: you are proficient at level {below}.</source>
        <translation>Nou nivell! El nivell {level} ja és obert: sou competent al nivell {below}.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="60" />
        <source>Cleared: answered right twice.</source>
        <translation>Superada: resposta encertada dues vegades.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="62" />
        <source>Right once: it comes back once more.</source>
        <translation>Encertada una vegada: tornarà a sortir un cop més.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="64" />
        <source>It comes back until you answer it right twice.</source>
        <translation>Tornarà a sortir fins que l'encerteu dues vegades.</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="66" />
        <source>Mistakes left to redo: {count}</source>
        <translation>Errors per repetir: {count}</translation>
    </message>
    <message>
        <location filename="../views/drill_notes.py" line="68" />
        <source>No mistakes left to redo.</source>
        <translation>No queda cap error per repetir.</translation>
    </message>
</context>
<context>
    <name>RulePanel</name>
    <message>
        <source>Rule {rule}</source>
        <translation>Regla {rule}</translation>
    </message>
    <message>
        <source>Close (Esc)</source>
        <translation>Tanca (Esc)</translation>
    </message>
    <message>
        <source>This lesson cannot be shown: {problem}</source>
        <translation>Aquesta lliçó no es pot mostrar: {problem}</translation>
    </message>
    <message>
        <source>Open the whole lesson (ends the session)</source>
        <translation>Obre tota la lliçó (acaba la sessió)</translation>
    </message>
</context>
<context>
    <name>ShortcutsDialog</name>
    <message>
        <source>Write every stack&apos;s amount on the felt (again: only under the mouse)</source>
        <translation>Escriu l&apos;import de cada pila sobre el tapet (de nou: només sota el ratolí)</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Dreceres de teclat</translation>
    </message>
    <message>
        <source>Menus</source>
        <translation>Menús</translation>
    </message>
    <message>
        <source>Drills and exams</source>
        <translation>Exercicis i exàmens</translation>
    </message>
    <message>
        <source>Enter</source>
        <translation>Retorn</translation>
    </message>
    <message>
        <source>Submit the answer; again: the next question</source>
        <translation>Envia la resposta; un altre cop: la pregunta següent</translation>
    </message>
    <message>
        <source>Esc</source>
        <translation>Esc</translation>
    </message>
    <message>
        <source>End the session (its summary shows); closes a rule first</source>
        <translation>Acaba la sessió (se&apos;n mostra el resum); abans tanca la regla oberta</translation>
    </message>
    <message>
        <source>Esc elsewhere</source>
        <translation>Esc en altres pantalles</translation>
    </message>
    <message>
        <source>Back home from a lesson, progress, settings or a game</source>
        <translation>Torna a l&apos;inici des d&apos;una lliçó, del progrés, de la configuració o d&apos;un joc</translation>
    </message>
    <message>
        <source>Any key during the deal</source>
        <translation>Qualsevol tecla durant el repartiment</translation>
    </message>
    <message>
        <source>Show the end of the deal (a digit typed goes to the answer too)</source>
        <translation>Mostra el final del repartiment (una xifra escrita també va a la resposta)</translation>
    </message>
    <message>
        <source>Choose an option: a number option on its own digit, the others in the order shown</source>
        <translation>Tria una opció: una opció que és un nombre, amb la seva xifra; les altres, en l&apos;ordre en què surten</translation>
    </message>
    <message>
        <source>Left / Right</source>
        <translation>Esquerra / Dreta</translation>
    </message>
    <message>
        <source>Move through the options</source>
        <translation>Passa d&apos;una opció a l&apos;altra</translation>
    </message>
    <message>
        <source>Chip tray: add a chip, from the smallest</source>
        <translation>Safata de fitxes: afegeix una fitxa, de la més petita a la més gran</translation>
    </message>
    <message>
        <source>Backspace</source>
        <translation>Retrocés</translation>
    </message>
    <message>
        <source>Chip tray: take the last chip back</source>
        <translation>Safata de fitxes: treu l&apos;última fitxa</translation>
    </message>
    <message>
        <source>Ctrl+Up / Ctrl+Down</source>
        <translation>Ctrl+Amunt / Ctrl+Avall</translation>
    </message>
    <message>
        <source>Move the selected item up or down</source>
        <translation>Puja o baixa l&apos;element triat</translation>
    </message>
    <message>
        <source>Page Up / Page Down</source>
        <translation>Re Pàg / Av Pàg</translation>
    </message>
    <message>
        <source>Scroll the feedback or the rule shown</source>
        <translation>Desplaça la correcció o la regla que es mostra</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Tabulador</translation>
    </message>
    <message>
        <source>Next field (a settlement&apos;s result and amount)</source>
        <translation>Camp següent (el resultat i l&apos;import d&apos;una liquidació)</translation>
    </message>
</context>
<context>
    <name>ClassModel</name>
    <message>
        <location filename="../views/class_model.py" line="191" />
        <source>{name} — {game}: no session at the table</source>
        <translation>{name} — {game}: cap sessió a la taula</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="197" />
        <source>no timed session</source>
        <translation>cap sessió cronometrada</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="199" />
        <source>{name} — {game} at the table: {sessions}, last pace {pace}; red lines: {last} in the last session, {all} in all</source>
        <translation>{name} — {game} a la taula: {sessions}, últim ritme {pace}; línies vermelles: {last} a l'última sessió, {all} en total</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/class_model.py" line="206" />
        <source>%n session(s)</source>
        <translation>
            <numerusform>%n sessió</numerusform>
            <numerusform>%n sessions</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="255" />
        <source>{game}
at the table</source>
        <translation>{game}
a la taula</translation>
    </message>
    <message>
        <location filename="../views/class_model.py" line="259" />
        <source>{game} at the table: sessions played, the last timed pace (coups an hour) and the red lines of the last session</source>
        <translation>{game} a la taula: sessions fetes, l'últim ritme cronometrat (jugades per hora) i les línies vermelles de l'última sessió</translation>
    </message>
</context>
<context>
    <name>TableActEntry</name>
    <message>
        <location filename="../views/exam_table.py" line="152" />
        <source>Deal the table as the croupier, act by act, in the order the procedure demands. Each act gets only a mark: ✓ taken, ✗ not taken (an act not taken is still due). A payout left wrong is set right with “Correct a payout”. ↑ ↓ choose, Enter takes the act; type the amount or the words it needs, then Enter; Esc goes back to the list.</source>
        <translation>Porteu la taula com a crupier, acció per acció, en l'ordre que marca el procediment. Cada acció només rep una marca: ✓ acceptada, ✗ no acceptada (una acció no acceptada encara s'ha de fer). Un pagament equivocat es corregeix amb «Corregir un pagament». ↑ ↓ trien, Retorn fa l'acció; escriviu l'import o les paraules que calguin i premeu Retorn; Esc torna a la llista.</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="159" />
        <source>At the table</source>
        <translation>A la taula</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="160" />
        <source>&amp;Acts</source>
        <translation>&amp;Accions</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="161" />
        <source>Act (&amp;type or complete it):</source>
        <translation>Acció (&amp;escriviu-la o completeu-la):</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="162" />
        <source>pay box3 15</source>
        <translation>pay box3 15</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="183" />
        <source>Coup {coup} of {coups}</source>
        <translation>Jugada {coup} de {coups}</translation>
    </message>
    <message>
        <location filename="../views/exam_table.py" line="187" />
        <source>— Coup {coup} —</source>
        <translation>— Jugada {coup} —</translation>
    </message>
</context>
<context>
    <name>TableReplayPanel</name>
    <message>
        <location filename="../views/table_replay.py" line="83" />
        <source>&amp;Coup:</source>
        <translation>&amp;Jugada:</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="84" />
        <source>← Previous act</source>
        <translation>← Acció anterior</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="85" />
        <source>Next act →</source>
        <translation>Acció següent →</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="99" />
        <source>Coup {number}</source>
        <translation>Jugada {number}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_replay.py" line="101" />
        <source>%n mistake(s)</source>
        <translation>
            <numerusform>%n error</numerusform>
            <numerusform>%n errors</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="115" />
        <source>(no act)</source>
        <translation>(cap acció)</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="116" />
        <source>{n}. {act} · {verdict} · {seconds}</source>
        <translation>{n}. {act} · {verdict} · {seconds}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="153" />
        <source>Act</source>
        <translation>Acció</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="153" />
        <source>Expected</source>
        <translation>Acció esperada</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="154" />
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="154" />
        <source>Red line</source>
        <translation>Línia vermella</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="157" />
        <source>At the table: {cue}</source>
        <translation>A la taula: {cue}</translation>
    </message>
    <message>
        <location filename="../views/table_replay.py" line="167" />
        <source>Time: {seconds}</source>
        <translation>Temps: {seconds}</translation>
    </message>
</context>
<context>
    <name>TableReportView</name>
    <message>
        <location filename="../views/table_report_view.py" line="163" />
        <source>Acts right by family</source>
        <translation>Accions correctes per tipus</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="165" />
        <source>Act</source>
        <translation>Acció</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="165" />
        <source>Right</source>
        <translation>Correctes</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="165" />
        <source>Share</source>
        <translation>Percentatge</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="167" />
        <source>Slowest acts</source>
        <translation>Accions més lentes</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="168" />
        <source>Coup</source>
        <translation>Jugada</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="168" />
        <source>Time</source>
        <translation>Temps</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="169" />
        <source>Red lines</source>
        <translation>Línies vermelles</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="171" />
        <source>Red line</source>
        <translation>Línia vermella</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="171" />
        <source>Rule</source>
        <translation>Regla</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="173" />
        <source>Wrong acts (select one to replay its coup)</source>
        <translation>Accions incorrectes (trieu-ne una per reveure'n la jugada)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175" />
        <source>Act made</source>
        <translation>Acció feta</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="175" />
        <source>Expected</source>
        <translation>Acció esperada</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="177" />
        <source>Each coup, act by act (← → step)</source>
        <translation>Cada jugada, acció per acció (← → avancen)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="178" />
        <source>Save as PDF…</source>
        <translation>Desa en PDF…</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="179" />
        <source>Done (Esc)</source>
        <translation>Fet (Esc)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="203" />
        <source>{game} at the table — {mode}</source>
        <translation>{game} a la taula — {mode}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="208" />
        <source>not finished</source>
        <translation>sense acabar</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="210" />
        <source>{name} · {day} · {coups}</source>
        <translation>{name} · {day} · {coups}</translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_report_view.py" line="211" />
        <source>%n coup(s)</source>
        <translation>
            <numerusform>%n jugada</numerusform>
            <numerusform>%n jugades</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <location filename="../views/table_report_view.py" line="216" />
        <source>%n red line(s)</source>
        <translation>
            <numerusform>%n línia vermella</numerusform>
            <numerusform>%n línies vermelles</numerusform>
        </translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="216" />
        <source>no red line</source>
        <translation>cap línia vermella</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="219" />
        <source>{right} of {total} acts right</source>
        <translation>{right} de {total} accions correctes</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="223" />
        <source>Pace: {pace}</source>
        <translation>Ritme: {pace}</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="248" />
        <source>(no act)</source>
        <translation>(cap acció)</translation>
    </message>
    <message>
        <location filename="../views/table_report_view.py" line="289" />
        <source>Table session report</source>
        <translation>Informe de la sessió a la taula</translation>
    </message>
</context>
<context>
    <name>TableSessionsPanel</name>
    <message>
        <location filename="../views/table_sessions_panel.py" line="70" />
        <source>At the table</source>
        <translation>A la taula</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="71" />
        <source>&amp;Sessions (Enter opens the report)</source>
        <translation>&amp;Sessions (Retorn obre l'informe)</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="74" />
        <source>Game</source>
        <translation>Joc</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="75" />
        <source>Sessions</source>
        <translation>Sessions</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="76" />
        <source>Last pace</source>
        <translation>Últim ritme</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="77" />
        <source>Red lines (last · all)</source>
        <translation>Línies vermelles (última · totes)</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="82" />
        <source>Date</source>
        <translation>Data</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="84" />
        <source>Mode</source>
        <translation>Mode</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="85" />
        <source>Coups</source>
        <translation>Jugades</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="86" />
        <source>Acts right</source>
        <translation>Accions correctes</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="87" />
        <source>Red lines</source>
        <translation>Línies vermelles</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="98" />
        <source>No session at the table yet</source>
        <translation>Encara cap sessió a la taula</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="80" />
        <source>Sessions played at this table</source>
        <translation>Sessions fetes en aquesta taula</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="81" />
        <source>The last timed session's coups an hour</source>
        <translation>Jugades per hora de l'última sessió cronometrada</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="82" />
        <source>Red lines in the last session · in all</source>
        <translation>Línies vermelles a l'última sessió · en total</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="91" />
        <source>Game · mode</source>
        <translation>Joc · mode</translation>
    </message>
    <message>
        <location filename="../views/table_sessions_panel.py" line="93" />
        <source>Right</source>
        <translation>Correctes</translation>
    </message>
</context>
<context>
    <name>SchoolServerDialog</name>
    <message>
        <source>&amp;Connection string or service name:</source>
        <translation>&amp;Cadena de connexió o nom del servei:</translation>
    </message>
    <message>
        <source>&amp;Password (kept in the system keyring):</source>
        <translation>&amp;Contrasenya (es desa al clauer del sistema):</translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation>&amp;Prova la connexió</translation>
    </message>
    <message>
        <source>Connected as {role}, {kind}; PostgreSQL {version}.</source>
        <translation>Connectat com a {role}, {kind}; PostgreSQL {version}.</translation>
    </message>
    <message>
        <source>Create or upgrade the school&apos;s tables</source>
        <translation>Crea o actualitza les taules de l&apos;escola</translation>
    </message>
    <message>
        <source>Every answer is kept on this station first, then sent to the school&apos;s PostgreSQL server, which gives back the trainees, classes, plans, exam blueprints and house rules of the whole school.</source>
        <translation>Cada resposta es desa primer en aquest lloc de pràctiques i després s&apos;envia al servidor PostgreSQL de l&apos;escola, que retorna els alumnes, els grups, els plans, els models d&apos;examen i les normes de la casa de tota l&apos;escola.</translation>
    </message>
    <message>
        <source>Not a usable setting: {reason}</source>
        <translation>Aquesta configuració no es pot fer servir: {reason}</translation>
    </message>
    <message>
        <source>School server</source>
        <translation>Servidor de l&apos;escola</translation>
    </message>
    <message numerus="yes">
        <source>School tables ready (%n step(s) run).</source>
        <translation>
            <numerusform>Taules de l&apos;escola a punt (%n pas executat).</numerusform>
            <numerusform>Taules de l&apos;escola a punt (%n passos executats).</numerusform>
        </translation>
    </message>
    <message>
        <source>Stop using a school server</source>
        <translation>Deixa de fer servir un servidor de l&apos;escola</translation>
    </message>
    <message>
        <source>The server cannot be reached.</source>
        <translation>No s&apos;arriba al servidor.</translation>
    </message>
    <message>
        <source>The server has no school tables yet, or older ones.</source>
        <translation>El servidor encara no té les taules de l&apos;escola, o en té de més antigues.</translation>
    </message>
    <message>
        <source>The server refused the role or its password.</source>
        <translation>El servidor no ha acceptat el rol o la seva contrasenya.</translation>
    </message>
    <message>
        <source>This role is neither a station&apos;s nor an instructor&apos;s.</source>
        <translation>Aquest rol no és ni d&apos;un lloc de pràctiques ni d&apos;un instructor.</translation>
    </message>
    <message>
        <source>This station no longer uses a school server.</source>
        <translation>Aquest lloc de pràctiques ja no fa servir cap servidor de l&apos;escola.</translation>
    </message>
    <message>
        <source>This system has no keyring to keep the password in. Name a service instead (service=…) whose password is in a .pgpass file.</source>
        <translation>Aquest sistema no té cap clauer on desar la contrasenya. Indiqueu un servei (service=…) amb la contrasenya en un fitxer .pgpass.</translation>
    </message>
    <message>
        <source>a station</source>
        <translation>un lloc de pràctiques</translation>
    </message>
    <message>
        <source>an instructor&apos;s station (reads the whole school)</source>
        <translation>el lloc d&apos;un instructor (veu tota l&apos;escola)</translation>
    </message>
    <message>
        <source>the school&apos;s owner</source>
        <translation>el propietari de l&apos;escola</translation>
    </message>
    <message>
        <source>Publish this station&apos;s exam blueprints and house rules to the school</source>
        <translation>Publica a l&apos;escola els models d&apos;examen i les normes de la casa d&apos;aquest lloc de pràctiques</translation>
    </message>
    <message numerus="yes">
        <source>Published: %n new blueprint(s); house rules {what}.</source>
        <translation>
            <numerusform>Publicat: %n model nou; normes de la casa {what}.</numerusform>
            <numerusform>Publicat: %n models nous; normes de la casa {what}.</numerusform>
        </translation>
    </message>
    <message>
        <source>updated</source>
        <translation>actualitzades</translation>
    </message>
    <message>
        <source>unchanged</source>
        <translation>sense canvis</translation>
    </message>
    <message>
        <source>Create a login role for a station</source>
        <translation>Crea un rol d&apos;accés per a un lloc de pràctiques</translation>
    </message>
    <message>
        <source>Role {role} created. Its password, shown only now: {password}</source>
        <translation>S&apos;ha creat el rol {role}. La seva contrasenya, que només es mostra ara: {password}</translation>
    </message>
</context>
<context>
    <name>SchoolSync</name>
    <message numerus="yes">
        <source>%n answer(s) waiting</source>
        <translation>
            <numerusform>%n resposta per enviar</numerusform>
            <numerusform>%n respostes per enviar</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>School server unreachable · %n answer(s) waiting</source>
        <translation>
            <numerusform>No s&apos;arriba al servidor de l&apos;escola · %n resposta per enviar</numerusform>
            <numerusform>No s&apos;arriba al servidor de l&apos;escola · %n respostes per enviar</numerusform>
        </translation>
    </message>
    <message>
        <source>School server: connecting…</source>
        <translation>Servidor de l&apos;escola: connectant…</translation>
    </message>
    <message>
        <source>School server: synced</source>
        <translation>Servidor de l&apos;escola: tot enviat</translation>
    </message>
    <message>
        <source>School server: {server}</source>
        <translation>Servidor de l&apos;escola: {server}</translation>
    </message>
    <message>
        <source>Sending…</source>
        <translation>Enviant…</translation>
    </message>
</context>
</TS>