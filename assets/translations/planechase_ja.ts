<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>Autosave</name>
    <message>
        <source>The last game</source>
        <translation>前回のゲーム</translation>
    </message>
    <message>
        <source>a new game starts</source>
        <translation>新しいゲームを始めます</translation>
    </message>
    <message>
        <source>The last game is back, but its latest actions may be missing: {why}.</source>
        <translation>前回のゲームを復元しましたが、最新の操作が欠けているかもしれません：{why}。</translation>
    </message>
</context>
<context>
    <name>CalibrationWizard</name>
    <message>
        <source>Put the camera 30–50 cm above the tray, looking straight down.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light the tray evenly: no hard shadows, no glare on the die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A matte tray in a colour that contrasts with the die (a dark felt for a white die) reads best.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the camera and the tray where they are after calibrating.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera learns your tray and your die from a few pictures. First, place it:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Check the picture below, then press Next.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The empty tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the die out of the tray and keep hands and shadows out of it, then press Capture.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{face} face up</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before each of the %n picture(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera gives no new pictures ({why}). Check it, then capture again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibrate the camera — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Calibration preview</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture</source>
        <translation>撮影</translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Retake</source>
        <translation>撮り直し</translation>
    </message>
    <message>
        <source>Next</source>
        <translation>次へ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>{title}  ({n} of {count})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capture again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the empty tray taken</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n picture(s) in a moment</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Retake this face</source>
        <translation>この面を撮り直す</translation>
    </message>
    <message numerus="yes">
        <source>All %n picture(s) taken ✓</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Capture picture {n} of {count}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Check the pictures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capturing…</source>
        <translation>撮影中…</translation>
    </message>
    <message>
        <source>Pictures missing: {steps}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building and checking the profile…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pictures couldn&apos;t be kept: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile can&apos;t be trusted yet: {why}

Your pictures are kept in {folder}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retake: {step}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The profile couldn&apos;t be saved in {folder}: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Building the profile failed unexpectedly: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>⚠ Saved, but with it the camera can only guess: the table confirms every roll. To fix it: {why}</source>
        <translation>⚠ 保存しましたが、このままではカメラは推測しかできないため、毎回の出目をテーブルで確認します。修正するには：{why}</translation>
    </message>
    <message numerus="yes">
        <source>✓ The profile reads all %n of its pictures correctly.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as “{name}” in {folder}.
Tray at {x},{y}, {w}×{h} px · die side {side} px · {ink}.

Press Finish: the camera reads rolls with it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraController</name>
    <message>
        <source>Camera not calibrated — open Camera ▸ Calibrate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera unplugged — enter the roll by hand; reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera recording ended — enter the roll by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cocked die — roll it again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera calibration can&apos;t be used: {why}</source>
        <translation>カメラの調整データを使えません：{why}</translation>
    </message>
    <message>
        <source>Calibrating the camera — enter rolls by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No camera found at {source} — enter the roll by hand; still looking…</source>
        <translation>{source} にカメラが見つかりません — 出目を手で入力してください。探し続けています…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>カメラ作動中</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Two dice in the tray: leave only one.</source>
        <translation>トレイにダイスが2個あります。1個だけにしてください。</translation>
    </message>
    <message>
        <source>Something else is in the tray: take it out and leave only the die.</source>
        <translation>トレイに他の物があります。取り除いてダイスだけにしてください。</translation>
    </message>
    <message>
        <source>The camera moved: keep it steady; if it no longer sees the whole tray, calibrate again.</source>
        <translation>カメラが動きました。固定してください。トレイ全体が見えなくなったら調整し直してください。</translation>
    </message>
    <message>
        <source>The camera moved too far from where it was calibrated: put it back or calibrate again.</source>
        <translation>カメラが調整時の位置から離れすぎました。元に戻すか、調整し直してください。</translation>
    </message>
    <message>
        <source>Two dice in the tray</source>
        <translation>トレイにダイスが2個</translation>
    </message>
    <message>
        <source>Something else in the tray</source>
        <translation>トレイに他の物</translation>
    </message>
    <message>
        <source>Camera moved</source>
        <translation>カメラが動いた</translation>
    </message>
    <message>
        <source>Camera moved too far</source>
        <translation>カメラが動きすぎ</translation>
    </message>
    <message>
        <source>The camera read {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll the die again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The table read {face}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The camera wasn&apos;t sure (it guessed {guess}, {percent}%); the table read {face}, entered by hand.</source>
        <translation>カメラは確信がありませんでした（推測は{guess}、{percent}%）。テーブルは{face}と読み、手で入力しました。</translation>
    </message>
</context>
<context>
    <name>CameraLink</name>
    <message>
        <source>The profile {name!r}</source>
        <translation>プロファイル {name!r}</translation>
    </message>
    <message>
        <source>calibrate the camera again</source>
        <translation>カメラを調整し直す</translation>
    </message>
    <message>
        <source>planar die</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ordinary d6</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{folder} was calibrated for a different die ({found}, not {wanted})</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>ok</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unsure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cocked</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a roll</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation type="unfinished">振っています…</translation>
    </message>
    <message>
        <source>Reading the die…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not calibrated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No roll read yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cocked — roll again</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>{face} (%n pip(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>No camera found at {source}</source>
        <translation>{source} にカメラが見つかりません</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation type="unfinished">カメラ作動中</translation>
    </message>
    <message>
        <source>Camera unplugged — reconnecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The recording has ended</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview only (not calibrated)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the camera…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for a picture…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>hand in the tray</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{ms} ms/frame</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last roll: {roll}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <source>Calibrate…</source>
        <translation>調整…</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
<context>
    <name>CardDetailDialog</name>
    <message>
        <source>{name}: card text and rulings</source>
        <translation>{name}：カードテキストと裁定</translation>
    </message>
    <message>
        <source>Smaller text</source>
        <translation>文字を小さく</translation>
    </message>
    <message>
        <source>Smaller text (Ctrl+wheel down)</source>
        <translation>文字を小さく (Ctrl+ホイール下)</translation>
    </message>
    <message>
        <source>Larger text</source>
        <translation>文字を大きく</translation>
    </message>
    <message>
        <source>Larger text (Ctrl+wheel up)</source>
        <translation>文字を大きく (Ctrl+ホイール上)</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Text size</source>
        <translation>文字サイズ</translation>
    </message>
    <message>
        <source>Rulings ({n})</source>
        <translation>裁定 ({n})</translation>
    </message>
    <message>
        <source>Rulings</source>
        <translation>裁定</translation>
    </message>
    <message>
        <source>No official rulings are recorded for this card.</source>
        <translation>このカードには公式の裁定が記録されていません。</translation>
    </message>
    <message>
        <source>Source: {label} ({detail})</source>
        <translation>出典：{label}（{detail}）</translation>
    </message>
    <message>
        <source>About this card&apos;s data: {notes}</source>
        <translation>このカードのデータについて：{notes}</translation>
    </message>
</context>
<context>
    <name>CardGrid</name>
    <message>
        <source>Tap to see {name} large</source>
        <translation>タップで{name}を拡大表示</translation>
    </message>
    <message>
        <source>Choose {name}</source>
        <translation>{name}を選ぶ</translation>
    </message>
</context>
<context>
    <name>CardPainter</name>
    <message>
        <source>Owner: {owner}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ChoiceBar</name>
    <message>
        <source>Answer…</source>
        <translation>回答…</translation>
    </message>
    <message>
        <source>{player} moves the game: tap a plane or a Hellride corner · keys ←↑↓→, Enter</source>
        <translation>{player}がゲームを移動します：次元かヘルライドの角をタップ · キー ←↑↓→、Enter</translation>
    </message>
    <message>
        <source>{player} chooses: {prompt}</source>
        <translation>{player}が選びます：{prompt}</translation>
    </message>
    <message>
        <source>Show</source>
        <translation>表示</translation>
    </message>
    <message>
        <source>List…</source>
        <translation>一覧…</translation>
    </message>
    <message>
        <source>The moves as a list of buttons</source>
        <translation>移動先をボタンの一覧で表示</translation>
    </message>
</context>
<context>
    <name>ChoiceDialog</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player}が選びます</translation>
    </message>
</context>
<context>
    <name>ChoiceForm</name>
    <message>
        <source>{player} chooses</source>
        <translation>{player}が選びます</translation>
    </message>
    <message>
        <source>Hide for now: the choice bar brings it back</source>
        <translation>いったん隠す：選択バーから再表示できます</translation>
    </message>
    <message>
        <source>Tap a card to see it large.</source>
        <translation>カードをタップすると拡大表示します。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s): tap one to see it large; scroll for more.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Back</source>
        <translation>戻る</translation>
    </message>
    <message>
        <source>Choose this card</source>
        <translation>このカードを選ぶ</translation>
    </message>
    <message>
        <source>These abilities do the same thing: their order doesn&apos;t matter.</source>
        <translation>これらの能力は同じことを行うので、順番は関係ありません。</translation>
    </message>
    <message>
        <source>Tap an ability, then move it: the top one resolves first. Enter confirms.</source>
        <translation>能力をタップして移動します。一番上のものが最初に解決されます。Enterで確定。</translation>
    </message>
    <message>
        <source>These cards go to the bottom of the planar deck together, in the order you choose: the top one lies nearest the top of the deck, the last one at the very bottom. Keep this order, or move a card and confirm.</source>
        <translation>これらのカードは選んだ順番でまとめて次元デッキの一番下に置かれます。一番上のカードがデッキの一番上に最も近く、最後のカードが一番下になります。この順番のままにするか、カードを移動して確定してください。</translation>
    </message>
    <message>
        <source>Tap a player, then move them: the life totals shown go to the players top to bottom.</source>
        <translation>プレイヤーをタップして移動します。表示されたライフ総量が上から順にプレイヤーに割り当てられます。</translation>
    </message>
    <message>
        <source>Planeswalking ability</source>
        <translation>プレインズウォーク能力</translation>
    </message>
    <message>
        <source>Move up</source>
        <translation>上へ</translation>
    </message>
    <message>
        <source>Move down</source>
        <translation>下へ</translation>
    </message>
    <message>
        <source>Keep this order</source>
        <translation>この順番のまま</translation>
    </message>
    <message>
        <source>Confirm order</source>
        <translation>順番を確定</translation>
    </message>
    <message>
        <source>Confirm</source>
        <translation>確定</translation>
    </message>
    <message>
        <source>Choose one mode as the ability goes on the stack.</source>
        <translation>能力がスタックに置かれる際に、モードを1つ選んでください。</translation>
    </message>
    <message>
        <source>Choose the target player as the ability goes on the stack.</source>
        <translation>能力がスタックに置かれる際に、対象とするプレイヤーを選んでください。</translation>
    </message>
    <message>
        <source>Choose where the game moves on the Eternities Map (the map shows the same: tap a space there).</source>
        <translation>永劫の地図上でゲームの移動先を選んでください（地図でも同じ選択ができます：そこでマスをタップ）。</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Not accepted: {reason}</source>
        <translation>受け付けられません：{reason}</translation>
    </message>
</context>
<context>
    <name>ChoiceText</name>
    <message>
        <source>{player} chooses the order of the triggered abilities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} decides yes or no</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses a player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses a card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses an option</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses who gets which life total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses a mode</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses a target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} orders the cards going to the bottom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} chooses where the game moves</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} is choosing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{cards} will be placed where the game moves</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>CommanderGrid</name>
    <message>
        <source>{commander} ({owner}): {n} combat damage</source>
        <translation>{commander}（{owner}）：戦闘ダメージ{n}点</translation>
    </message>
    <message>
        <source>Tap to enter commander damage (903.10a; 21 from one commander loses, 704.6c)</source>
        <translation>タップで統率者ダメージを入力（903.10a。1体の統率者から21点で敗北、704.6c）</translation>
    </message>
    <message>
        <source>+{n}</source>
        <translation>+{n}</translation>
    </message>
    <message>
        <source>max {n} · +{more}</source>
        <translation>最大{n} · +{more}</translation>
    </message>
    <message>
        <source>max {n}</source>
        <translation>最大{n}</translation>
    </message>
</context>
<context>
    <name>CommanderSheet</name>
    <message>
        <source>Done</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>{player}: commanders</source>
        <translation>{player}：統率者</translation>
    </message>
    <message>
        <source>Combat damage dealt to {player} by each opponent&apos;s commander (903.10a); 21 or more from one loses (704.6c). It changes life too.</source>
        <translation>各対戦相手の統率者が{player}に与えた戦闘ダメージ（903.10a）。1体の統率者から21点以上で敗北します（704.6c）。ライフも変わります。</translation>
    </message>
    <message>
        <source>{commander} ({owner})</source>
        <translation>{commander}（{owner}）</translation>
    </message>
    <message>
        <source>{step:+d} combat damage from {commander}</source>
        <translation>{commander}からの戦闘ダメージ {step:+d}</translation>
    </message>
    <message>
        <source>Commander tax (903.8): {2} more for each earlier cast from the command zone</source>
        <translation>統率者税（903.8）：統率領域から以前に唱えた1回につき{2}多くかかります</translation>
    </message>
    <message>
        <source>Cast</source>
        <translation>唱えた</translation>
    </message>
    <message>
        <source>{commander} was cast from the command zone</source>
        <translation>{commander}が統率領域から唱えられました</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>毒カウンター</translation>
    </message>
    <message>
        <source>cast {n}× · next costs {tax} more</source>
        <translation>{n}回唱えた · 次は{tax}多くかかる</translation>
    </message>
    <message>
        <source>21 combat damage from {owner}&apos;s {commander} (704.6c): {player} loses — the table confirms with the seat&apos;s Leave button</source>
        <translation>{owner}の{commander}から戦闘ダメージ21点（704.6c）：{player}は敗北します — 席の「退場」ボタンでテーブルが確定します</translation>
    </message>
</context>
<context>
    <name>CommanderStrip</name>
    <message>
        <source>Commander tax: {list}</source>
        <translation>統率者税：{list}</translation>
    </message>
    <message>
        <source>{commander}: cast {n}× from the command zone; the next cast costs {tax} more (903.8)</source>
        <translation>{commander}：統率領域から{n}回唱えた。次は{tax}多くかかります（903.8）</translation>
    </message>
    <message>
        <source>Tap to record a cast</source>
        <translation>タップで唱えたことを記録</translation>
    </message>
</context>
<context>
    <name>ConfirmForm</name>
    <message>
        <source>No</source>
        <translation>いいえ</translation>
    </message>
    <message>
        <source>Yes</source>
        <translation>はい</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Planechase (2009), with its promos</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes and phenomena</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planes only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Phenomena only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>shared deck for %n player(s)</source>
        <translation>
            <numerusform>%n人用の共有デッキ</numerusform>
        </translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <translation>{owner}の次元デッキ</translation>
    </message>
    <message>
        <source>planar deck</source>
        <translation>次元デッキ</translation>
    </message>
    <message>
        <source>Deck builder — {whose}</source>
        <translation>デッキ構築 — {whose}</translation>
    </message>
    <message>
        <source>Search names in any language, type lines and card text…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets:</source>
        <translation>セット：</translation>
    </message>
    <message>
        <source>Include playtest cards</source>
        <translation>プレイテスト・カードを含める</translation>
    </message>
    <message>
        <source>Unofficial playtest cards (Unknown Event); off by default</source>
        <translation>非公式のプレイテスト・カード（Unknown Event）。初期設定はオフ</translation>
    </message>
    <message>
        <source>Add →</source>
        <translation>追加 →</translation>
    </message>
    <message>
        <source>Add the selected cards to the deck (or double-click a card)</source>
        <translation>選んだカードをデッキに追加（またはカードをダブルクリック）</translation>
    </message>
    <message>
        <source>← Remove</source>
        <translation>← 外す</translation>
    </message>
    <message>
        <source>Take the selected cards out of the deck (or double-click a card in the deck)</source>
        <translation>選んだカードをデッキから外す（またはデッキ内のカードをダブルクリック）</translation>
    </message>
    <message>
        <source>Saved decks:</source>
        <translation>保存したデッキ：</translation>
    </message>
    <message>
        <source>Load</source>
        <translation>読み込む</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>削除…</translation>
    </message>
    <message>
        <source>Deck name:</source>
        <translation>デッキ名：</translation>
    </message>
    <message>
        <source>a name to save this deck under</source>
        <translation>このデッキを保存する名前</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>保存</translation>
    </message>
    <message>
        <source>Select a card to read it.</source>
        <translation>カードを選ぶと内容を表示します。</translation>
    </message>
    <message>
        <source>Import text…</source>
        <translation>テキストを取り込む…</translation>
    </message>
    <message>
        <source>Export text</source>
        <translation>テキストを書き出す</translation>
    </message>
    <message>
        <source>Save deck</source>
        <translation>デッキを保存</translation>
    </message>
    <message>
        <source>Use this deck</source>
        <translation>このデッキを使う</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Deck: {cards}, {phenomena}</source>
        <translation>デッキ：{cards}、{phenomena}</translation>
    </message>
    <message>
        <source>This deck breaks the deck rules (see under the deck): fix it first.</source>
        <translation>このデッキはデッキ構築ルールに違反しています（デッキの下を参照）。先に修正してください。</translation>
    </message>
    <message>
        <source>901.15a: a legal shared planar deck for {players} players ({cards}, {phenomena}; at least {minimum} needed).</source>
        <translation>901.15a：{players}人用の適正な共有次元デッキです（{cards}、{phenomena}。最低{minimum}必要）。</translation>
    </message>
    <message>
        <source>901.3: a legal planar deck ({cards}, {phenomena}).</source>
        <translation>901.3：適正な次元デッキです（{cards}、{phenomena}）。</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <translation>共有次元デッキ</translation>
    </message>
    <message>
        <source>The planar deck</source>
        <translation>次元デッキ</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {cards}; it needs at least {minimum}.</source>
        <translation>{rule}：{whose}は{cards}です。最低{minimum}必要です。</translation>
    </message>
    <message>
        <source>{rule}: {whose} holds {names} more than once; each card must have a different English name.</source>
        <translation>{rule}：{whose}に{names}が複数あります。各カードは異なる英語名でなければなりません。</translation>
    </message>
    <message>
        <source>{rule}: {whose} has {phenomena} ({names}); at most {max} are allowed.</source>
        <translation>{rule}：{whose}に{phenomena}あります（{names}）。最大{max}までです。</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>カード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>現象%n枚</numerusform>
        </translation>
    </message>
    <message>
        <source>{cards} shown</source>
        <translation>{cards}を表示中</translation>
    </message>
    <message>
        <source>{printed} ({english})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{name}  ✦ phenomenon</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>（保存したデッキはありません）</translation>
    </message>
    <message>
        <source>Can&apos;t read a saved deck (kept as it is): {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not saved: {why}</source>
        <translation>保存されていません：{why}</translation>
    </message>
    <message>
        <source>Saved {name!r} ({cards}) to {path}. The new-game wizard offers it under Saved decks.</source>
        <translation>{name!r}（{cards}）を{path}に保存しました。新しいゲームのウィザードの「保存したデッキ」から選べます。</translation>
    </message>
    <message>
        <source>A name for this deck:</source>
        <translation>このデッキの名前：</translation>
    </message>
    <message>
        <source>Not saved: the deck needs a name.</source>
        <translation>保存されていません：デッキに名前が必要です。</translation>
    </message>
    <message>
        <source>Close the deck builder</source>
        <translation>デッキ構築を閉じる</translation>
    </message>
    <message>
        <source>This deck isn&apos;t saved. Close without saving it?</source>
        <translation>このデッキは保存されていません。保存せずに閉じますか？</translation>
    </message>
    <message>
        <source>Close without saving</source>
        <translation>保存せずに閉じる</translation>
    </message>
    <message>
        <source>Keep editing</source>
        <translation>編集を続ける</translation>
    </message>
    <message>
        <source>Not loaded: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the saved deck “{name}”? This can&apos;t be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not deleted: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported {cards}.</source>
        <translation>{cards}を取り込みました。</translation>
    </message>
    <message>
        <source>Deck list copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DeckListDialog</name>
    <message>
        <source>Import a deck list</source>
        <translation>デッキリストを取り込む</translation>
    </message>
    <message>
        <source>One card per line, with an optional count (&quot;1 Akoum&quot;); lines starting with # are comments.</source>
        <translation>1行に1枚、枚数は省略可（&quot;1 Akoum&quot;）。#で始まる行はコメントです。</translation>
    </message>
    <message>
        <source>1 Akoum
1 Bant
1 Chaotic Aether
…</source>
        <translation>1 Akoum
1 Bant
1 Chaotic Aether
…</translation>
    </message>
    <message>
        <source>Import</source>
        <translation>取り込む</translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message>
        <source>Random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where this planar deck comes from</source>
        <translation>この次元デッキの入手元</translation>
    </message>
    <message>
        <source> cards</source>
        <translation> 枚</translation>
    </message>
    <message>
        <source>How many cards to deal (at least ten, 901.3)</source>
        <translation>配るカードの枚数（10枚以上、901.3）</translation>
    </message>
    <message>
        <source>All sets</source>
        <translation>全セット</translation>
    </message>
    <message>
        <source>{set} only</source>
        <translation>{set}のみ</translation>
    </message>
    <message>
        <source>Build…</source>
        <translation>構築…</translation>
    </message>
    <message>
        <source>Open the deck builder</source>
        <translation>デッキ構築を開く</translation>
    </message>
    <message>
        <source>Paste a deck list: one card per line, e.g. &quot;1 Akoum&quot;</source>
        <translation>デッキリストを貼り付け：1行に1枚、例 &quot;1 Akoum&quot;</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>（保存したデッキはありません）</translation>
    </message>
    <message>
        <source>There are no saved decks yet: build one with Build…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Random deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved deck “{name}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paste a deck list above.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pasted list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No deck built yet: press Build… to make one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Built deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ {note}: {cards}, {phenomena} — legal ({rule})</source>
        <translation>✓ {note}：{cards}、{phenomena} — 適正（{rule}）</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s)</source>
        <translation>
            <numerusform>カード%n枚</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n phenomenon(s)</source>
        <translation>
            <numerusform>現象%n枚</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckStore</name>
    <message>
        <source>The saved deck {name!r}</source>
        <translation>保存したデッキ {name!r}</translation>
    </message>
    <message>
        <source>it is no longer listed</source>
        <translation>一覧にもうありません</translation>
    </message>
</context>
<context>
    <name>DiePanel</name>
    <message>
        <source>Planeswalker</source>
        <translation>PW</translation>
    </message>
    <message>
        <source>Chaos</source>
        <translation>カオス</translation>
    </message>
    <message>
        <source>Blank</source>
        <translation>空白</translation>
    </message>
    <message>
        <source>virtual</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>effect, free</source>
        <translation>効果、無料</translation>
    </message>
    <message>
        <source>cost {cost}</source>
        <translation>コスト {cost}</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation>先にゲームを始めてください。</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>次元ダイス</translation>
    </message>
    <message>
        <source>Die: virtual</source>
        <translation>ダイス：仮想</translation>
    </message>
    <message>
        <source>Roll</source>
        <translation>振る</translation>
    </message>
    <message>
        <source>Or enter a real die, read by hand:</source>
        <translation>または実物のダイスの出目を手で入力：</translation>
    </message>
    <message>
        <source>Enter a {face} read off a real die</source>
        <translation>実物のダイスで読んだ{face}を入力</translation>
    </message>
    <message>
        <source>No roll yet</source>
        <translation>まだ振っていません</translation>
    </message>
    <message>
        <source>Who rolls:</source>
        <translation>振る人：</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d)</source>
        <translation>アクティブ・チームの各メンバーはそれぞれ自分のコストで振れます（901.12d）</translation>
    </message>
    <message>
        <source>Camera…</source>
        <translation>カメラ…</translation>
    </message>
    <message>
        <source>Show what the camera sees (Camera ▸ Show camera…)</source>
        <translation>カメラの映像を表示（カメラ ▸ カメラを表示…）</translation>
    </message>
    <message>
        <source>Die: {name}</source>
        <translation>ダイス：{name}</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>変更なし：{reason}</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what} triggered. Deal with it, then roll (116.2i).</source>
        <translation>{step}で停止：{what}が誘発しました。それを処理してから振ってください（116.2i）。</translation>
    </message>
    <message>
        <source>{what} — nothing changed: {reason}</source>
        <translation>{what} — 変更なし：{reason}</translation>
    </message>
    <message>
        <source>{player} rolls next: {cost} mana</source>
        <translation>次に振るのは{player}：マナ{cost}</translation>
    </message>
    <message>
        <source>A special action: the active player, in a main phase, with the stack empty; each roll this turn costs one more mana (901.9, 116.2i)</source>
        <translation>特別な処理：アクティブ・プレイヤーが、メイン・フェイズ中、スタックが空のときに行います。このターンに振るたびにマナが1点ずつ多くかかります（901.9、116.2i）</translation>
    </message>
    <message>
        <source>{player}&apos;s next roll costs {cost} mana.</source>
        <translation>{player}が次に振るコストはマナ{cost}です。</translation>
    </message>
    <message>
        <source>The game is over.</source>
        <translation>ゲームは終了しました。</translation>
    </message>
    <message>
        <source>At the {step}, {what} triggers: Roll goes there first.</source>
        <translation>{step}に{what}が誘発します：「振る」はまずそこへ進みます。</translation>
    </message>
    <message>
        <source>First, {waiting}.</source>
        <translation>まず、{waiting}。</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>振っています…</translation>
    </message>
    <message>
        <source>Read {read}, counts as {counted}</source>
        <translation>読み取り：{read}、扱い：{counted}</translation>
    </message>
</context>
<context>
    <name>EffectRow</name>
    <message>
        <source>End</source>
        <translation>終了</translation>
    </message>
    <message>
        <source>End this effect now</source>
        <translation>この効果を今すぐ終了する</translation>
    </message>
</context>
<context>
    <name>EffectsView</name>
    <message>
        <source>until end of turn</source>
        <translation>ターン終了時まで</translation>
    </message>
    <message>
        <source>until a player planeswalks</source>
        <translation>プレイヤーがプレインズウォークするまで</translation>
    </message>
    <message>
        <source>until a player planeswalks away from a plane</source>
        <translation>プレイヤーが次元からプレインズウォークするまで</translation>
    </message>
    <message>
        <source>until {player}&apos;s next turn</source>
        <translation>{player}の次のターンまで</translation>
    </message>
    <message>
        <source>until your next turn</source>
        <translation>あなたの次のターンまで</translation>
    </message>
    <message>
        <source>for the rest of the game</source>
        <translation>このゲームの残りの間</translation>
    </message>
    <message>
        <source>until {what}</source>
        <translation>{what}まで</translation>
    </message>
    <message>
        <source>No active effects</source>
        <translation>有効な効果はありません</translation>
    </message>
</context>
<context>
    <name>EngineBridge</name>
    <message>
        <source>The game is back, but undo can&apos;t go back before now: {why}.</source>
        <translation>ゲームを復元しましたが、これより前には元に戻せません：{why}。</translation>
    </message>
    <message>
        <source>Start a game first.</source>
        <translation type="unfinished">先にゲームを始めてください。</translation>
    </message>
</context>
<context>
    <name>EternitiesMap</name>
    <message>
        <source>Up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Up right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down left</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Down right</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{direction}: hellride onto an empty space</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{direction}: an empty space (a card is dealt there)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{direction}: {plane}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no plane</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The game is on {plane}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{direction}: {planes}.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} moves the game: {moves}.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ExportDialog</name>
    <message>
        <source>Deck list</source>
        <translation>デッキリスト</translation>
    </message>
    <message>
        <source>Copied to the clipboard.</source>
        <translation>クリップボードにコピーしました。</translation>
    </message>
</context>
<context>
    <name>GameOverDialog</name>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>{a} and {b} win!</source>
        <translation>{a}と{b}の勝利！</translation>
    </message>
    <message>
        <source>{name} wins!</source>
        <translation>{name}の勝利！</translation>
    </message>
    <message>
        <source>Nobody is left</source>
        <translation>誰も残っていません</translation>
    </message>
    <message>
        <source>Rematch</source>
        <translation>再戦</translation>
    </message>
    <message>
        <source>Same players, seating and starting life; random decks dealt anew, other decks shuffled again, from a new seed</source>
        <translation>同じプレイヤー、席順、初期ライフ。ランダムなデッキは配り直し、他のデッキは新しいシードで切り直します</translation>
    </message>
    <message>
        <source>New game…</source>
        <translation>新しいゲーム…</translation>
    </message>
    <message>
        <source>Set up a different game</source>
        <translation>別のゲームを設定する</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Take back the last action (a misclick)</source>
        <translation>最後の操作を取り消す（誤タップ）</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Look at the board</source>
        <translation>盤面を見る</translation>
    </message>
    <message numerus="yes">
        <source>%n turn(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) visited</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>{life} life</source>
        <translation>ライフ{life}</translation>
    </message>
    <message>
        <source> · {poison} poison</source>
        <translation> · 毒{poison}</translation>
    </message>
    <message>
        <source> · left</source>
        <translation> · 退場</translation>
    </message>
    <message>
        <source>No rematch: {reason}</source>
        <translation>再戦できません：{reason}</translation>
    </message>
</context>
<context>
    <name>KeepAside</name>
    <message>
        <source>it is nested too deeply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the app may not read it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column})</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>it holds a number with thousands of digits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. The file is kept as {kept}.</source>
        <translation>{what}（{name}）を読み込めませんでした（{why}）。{fallback}。ファイルは{kept}として保管しています。</translation>
    </message>
    <message>
        <source>{what} ({name}) couldn&apos;t be read ({why}); {fallback}. It couldn&apos;t be moved aside ({error}) and is left at {path}.</source>
        <translation>{what}（{name}）を読み込めませんでした（{why}）。{fallback}。ファイルを退避できず（{error}）、{path}に残っています。</translation>
    </message>
</context>
<context>
    <name>LastSetup</name>
    <message>
        <source>The last players</source>
        <translation>前回のプレイヤー</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>初期設定を使います</translation>
    </message>
</context>
<context>
    <name>LogView</name>
    <message>
        <source>Rolls only</source>
        <translation>出目のみ</translation>
    </message>
    <message>
        <source>Show only the roll audit: who rolled, cost, source, face</source>
        <translation>出目の記録のみ表示：振った人、コスト、出どころ、出目</translation>
    </message>
    <message>
        <source>Setup</source>
        <translation>準備</translation>
    </message>
    <message>
        <source>Roll audit: who rolled, the cost, the source and the face</source>
        <translation>出目の記録：振った人、コスト、出どころ、出目</translation>
    </message>
    <message>
        <source>Table correction: fixed by hand, not a rule or a roll</source>
        <translation>テーブル修正：手で直したもので、ルールや出目によるものではありません</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>Recent games: {notes}</source>
        <translation>最近のゲーム：{notes}</translation>
    </message>
    <message>
        <source>Turn {turn}: {players} on {plane}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planechase Table</source>
        <translation>プレーンチェイス・テーブル</translation>
    </message>
    <message>
        <source>Effects</source>
        <translation>効果</translation>
    </message>
    <message>
        <source>Game log</source>
        <translation>ゲームログ</translation>
    </message>
    <message>
        <source>Undo (Ctrl+Z)</source>
        <translation>元に戻す (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Redo (Ctrl+Shift+Z)</source>
        <translation>やり直す (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Undo</source>
        <translation>元に戻す</translation>
    </message>
    <message>
        <source>Redo</source>
        <translation>やり直す</translation>
    </message>
    <message>
        <source>Planar history: the planes visited and the cards left in each planar deck (Ctrl+H)</source>
        <translation>次元の履歴：訪れた次元と各次元デッキの残りカード (Ctrl+H)</translation>
    </message>
    <message>
        <source>Effects and the game log</source>
        <translation>効果とゲームログ</translation>
    </message>
    <message>
        <source>Menu: game, play, view, camera</source>
        <translation>メニュー：ゲーム、プレイ、表示、カメラ</translation>
    </message>
    <message>
        <source>Full screen (F11)</source>
        <translation>全画面表示 (F11)</translation>
    </message>
    <message>
        <source>&amp;Game</source>
        <translation>ゲーム(&amp;G)</translation>
    </message>
    <message>
        <source>&amp;New game…</source>
        <translation>新しいゲーム(&amp;N)…</translation>
    </message>
    <message>
        <source>&amp;Deck builder…</source>
        <translation>デッキ構築(&amp;D)…</translation>
    </message>
    <message>
        <source>&amp;Recent games…</source>
        <translation>最近のゲーム(&amp;R)…</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>元に戻す(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>やり直す(&amp;R)</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>終了(&amp;Q)</translation>
    </message>
    <message>
        <source>&amp;Play</source>
        <translation>プレイ(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Roll the planar die</source>
        <translation>次元ダイスを振る(&amp;R)</translation>
    </message>
    <message>
        <source>Re&amp;solve the top of the stack</source>
        <translation>スタックの一番上を解決(&amp;S)</translation>
    </message>
    <message>
        <source>Resolve (keypad)</source>
        <translation>解決 (テンキー)</translation>
    </message>
    <message>
        <source>&amp;Next turn</source>
        <translation>次のターン(&amp;N)</translation>
    </message>
    <message>
        <source>&amp;Fix the table…</source>
        <translation>テーブルを修正(&amp;F)…</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>表示(&amp;V)</translation>
    </message>
    <message>
        <source>Upright screen (laptop, TV at one end)</source>
        <translation>縦置き画面（ノートPC、テーブルの端のテレビ）</translation>
    </message>
    <message>
        <source>Flat screen (in the middle of the table)</source>
        <translation>平置き画面（テーブルの中央）</translation>
    </message>
    <message>
        <source>Card faces the active player</source>
        <translation>カードをアクティブ・プレイヤーに向ける</translation>
    </message>
    <message>
        <source>Card faces the planar controller</source>
        <translation>カードを次元コントローラーに向ける</translation>
    </message>
    <message>
        <source>&amp;Full screen</source>
        <translation>全画面表示(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>設定(&amp;S)…</translation>
    </message>
    <message>
        <source>Planar &amp;history…</source>
        <translation>次元の履歴(&amp;H)…</translation>
    </message>
    <message>
        <source>&amp;Camera</source>
        <translation>カメラ(&amp;C)</translation>
    </message>
    <message>
        <source>&amp;Show camera…</source>
        <translation>カメラを表示(&amp;S)…</translation>
    </message>
    <message>
        <source>&amp;Calibrate…</source>
        <translation>調整(&amp;C)…</translation>
    </message>
    <message>
        <source>Leave full screen (F11)</source>
        <translation>全画面表示を終了 (F11)</translation>
    </message>
    <message>
        <source>Interface size {wanted:.2f} doesn&apos;t fit this window; the table is drawn at {drawn:.2f}, the most it holds.</source>
        <translation>インターフェースの大きさ{wanted:.2f}はこのウィンドウに収まりません。テーブルは収まる最大の{drawn:.2f}で表示しています。</translation>
    </message>
    <message>
        <source>Settings not saved: {error}</source>
        <translation>設定を保存できませんでした：{error}</translation>
    </message>
    <message>
        <source>ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Preview only: the die is {source}. Choose “Real die, read by the camera” in View ▸ Settings to read rolls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not calibrated: press Calibrate… to teach the camera your tray and die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Camera calibrated: profile “{name}” saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Undo: {action} (Ctrl+Z)</source>
        <translation>元に戻す：{action} (Ctrl+Z)</translation>
    </message>
    <message>
        <source>Nothing to undo</source>
        <translation>元に戻す操作はありません</translation>
    </message>
    <message>
        <source>Redo: {action} (Ctrl+Shift+Z)</source>
        <translation>やり直す：{action} (Ctrl+Shift+Z)</translation>
    </message>
    <message>
        <source>Nothing to redo</source>
        <translation>やり直す操作はありません</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>変更なし：{reason}</translation>
    </message>
    <message>
        <source>Autosave failed: {error}</source>
        <translation>自動保存に失敗しました：{error}</translation>
    </message>
    <message>
        <source>Continue?</source>
        <translation>続けますか？</translation>
    </message>
    <message>
        <source>Continue the last game?

{summary}</source>
        <translation>前回のゲームを続けますか？

{summary}</translation>
    </message>
</context>
<context>
    <name>MapOptions</name>
    <message>
        <source>Hellride only</source>
        <translation>ヘルライドのみ</translation>
    </message>
    <message>
        <source>On the map</source>
        <translation>地図上に置く</translation>
    </message>
    <message>
        <source>Off</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Move like a Planeswalker roll</source>
        <translation>プレインズウォークの出目と同様に移動</translation>
    </message>
    <message>
        <source>Move one step at random</source>
        <translation>ランダムに1マス移動</translation>
    </message>
    <message>
        <source>House rule: phenomena</source>
        <translation>ハウスルール：現象</translation>
    </message>
    <message>
        <source>The article the variant comes from predates phenomena.</source>
        <translation>この変種ルールの元になった記事は、現象の登場より前のものです。</translation>
    </message>
    <message>
        <source>House rule: effects that planeswalk</source>
        <translation>ハウスルール：プレインズウォークする効果</translation>
    </message>
    <message>
        <source>“Planeswalk” after a phenomenon, “then planeswalk”, Interplanar Tunnel and Spatial Merging: how the game moves on the map.</source>
        <translation>現象の後の「プレインズウォーク」、「その後プレインズウォークする」、次元間トンネル、空間の接合：地図上でゲームがどう移動するか。</translation>
    </message>
    <message>
        <source>One planar deck of every plane in the pool (phenomena off), shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>プール内のすべての次元（現象なし）による次元デッキ1つを切り混ぜて使います（901.15）。各プレイヤーのデッキは使いません。</translation>
    </message>
    <message>
        <source>One planar deck of every plane and phenomenon in the pool, shuffled (901.15); the players&apos; own decks aren&apos;t used.</source>
        <translation>プール内のすべての次元と現象による次元デッキ1つを切り混ぜて使います（901.15）。各プレイヤーのデッキは使いません。</translation>
    </message>
    <message>
        <source>A phenomenon is met only by hellriding onto it; once it&apos;s resolved it goes to the bottom and a plane is dealt in its place.</source>
        <translation>現象にはヘルライドで移動したときだけ遭遇します。解決後は一番下に置かれ、その場所に次元が配られます。</translation>
    </message>
    <message>
        <source>Phenomena are dealt like planes and met when the game moves onto one; once it&apos;s resolved the game moves on, and it stays on the map.</source>
        <translation>現象は次元と同様に配られ、ゲームがそこへ移動したときに遭遇します。解決後ゲームは移動し、現象は地図上に残ります。</translation>
    </message>
    <message>
        <source>No phenomena in the deck.</source>
        <translation>デッキに現象を入れません。</translation>
    </message>
    <message>
        <source>The active player chooses the direction.</source>
        <translation>アクティブ・プレイヤーが方向を選びます。</translation>
    </message>
    <message>
        <source>Nobody chooses: up, down, left or right at random.</source>
        <translation>誰も選ばず、上下左右からランダムに決まります。</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s plane is dealt in the Tunnel&apos;s place; Spatial Merging&apos;s two planes go where the game moves.</source>
        <translation>次元間トンネルの次元はトンネルの場所に配られ、空間の接合の2つの次元はゲームの移動先に置かれます。</translation>
    </message>
    <message>
        <source>Interplanar Tunnel&apos;s and Spatial Merging&apos;s planes go where the game moves.</source>
        <translation>次元間トンネルと空間の接合の次元はゲームの移動先に置かれます。</translation>
    </message>
</context>
<context>
    <name>MapView</name>
    <message>
        <source>Eternities Map</source>
        <translation>永劫の地図</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{label} — Enter to move</source>
        <translation>{label} — Enterで移動</translation>
    </message>
    <message>
        <source>A card is dealt here from the top of the planar deck and the game moves to it.</source>
        <translation>次元デッキの一番上からここにカードが配られ、ゲームはそこへ移動します。</translation>
    </message>
</context>
<context>
    <name>NewGameWizard</name>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Player {n}</source>
        <translation>プレイヤー{n}</translation>
    </message>
    <message>
        <source>Seed {seed}</source>
        <translation>シード {seed}</translation>
    </message>
    <message>
        <source>Random decks, shuffles and the random starting player come from it</source>
        <translation>ランダムなデッキ、切り混ぜ、ランダムな開始プレイヤーはこれで決まります</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>リセット</translation>
    </message>
    <message>
        <source>Back to four players with random decks (the last players are offered otherwise)</source>
        <translation>ランダムなデッキの4人に戻します（通常は前回のプレイヤーを表示）</translation>
    </message>
    <message>
        <source>Format:</source>
        <translation>フォーマット：</translation>
    </message>
    <message>
        <source>Free-for-all</source>
        <translation>多人数戦</translation>
    </message>
    <message>
        <source>Two-Headed Giant (810, 901.12)</source>
        <translation>双頭巨人戦（810、901.12）</translation>
    </message>
    <message>
        <source>Commander (903)</source>
        <translation>統率者戦（903）</translation>
    </message>
    <message>
        <source>with commanders</source>
        <translation>統率者あり</translation>
    </message>
    <message>
        <source>Commander in teams: commander damage and tax for every player (903)</source>
        <translation>チーム戦で統率者：全プレイヤーに統率者ダメージと統率者税（903）</translation>
    </message>
    <message>
        <source>Variant:</source>
        <translation>変種ルール：</translation>
    </message>
    <message>
        <source>Planechase (901)</source>
        <translation>プレーンチェイス（901）</translation>
    </message>
    <message>
        <source>Eternities Map</source>
        <translation>永劫の地図</translation>
    </message>
    <message>
        <source>The planes lie in a grid; a Planeswalker roll moves the game one step up, down, left or right, or diagonally onto an empty space (hellriding).</source>
        <translation>次元を格子状に並べます。プレインズウォークの出目でゲームは上下左右に1マス、または斜めの空きマスへ移動します（ヘルライド）。</translation>
    </message>
    <message>
        <source>Planar decks:</source>
        <translation>次元デッキ：</translation>
    </message>
    <message>
        <source>Each player brings one (901.3)</source>
        <translation>各プレイヤーが1つずつ用意（901.3）</translation>
    </message>
    <message>
        <source>One shared deck for the table (901.15)</source>
        <translation>テーブルで共有デッキ1つ（901.15）</translation>
    </message>
    <message>
        <source>Players, in seating (turn) order</source>
        <translation>プレイヤー（席順＝ターン順）</translation>
    </message>
    <message>
        <source>+ Add player</source>
        <translation>＋ プレイヤーを追加</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>共有デッキ</translation>
    </message>
    <message>
        <source>Starting player:</source>
        <translation>開始プレイヤー：</translation>
    </message>
    <message>
        <source>Starting life:</source>
        <translation>初期ライフ：</translation>
    </message>
    <message>
        <source>Custom:</source>
        <translation>カスタム：</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>キャンセル</translation>
    </message>
    <message>
        <source>Start game</source>
        <translation>ゲーム開始</translation>
    </message>
    <message>
        <source>Random (from the seed)</source>
        <translation>ランダム（シードから）</translation>
    </message>
    <message>
        <source>Team {n}: {a} and {b}</source>
        <translation>チーム{n}：{a}と{b}</translation>
    </message>
    <message numerus="yes">
        <source>%n planar deck(s) need attention (see above).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {n} needs a player name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}: “{name}” is reserved for the shared planar deck; pick another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats {first} and {second} are both called “{name}”; player names must be different.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>901.2: a game here seats {low} to {high} players.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>810.1: Two-Headed Giant is two or more teams of two; add or remove a player to make whole teams.</source>
        <translation>810.1：双頭巨人戦は2人1組のチーム2つ以上で行います。プレイヤーを追加または削除してチームをそろえてください。</translation>
    </message>
    <message>
        <source>Shared deck: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlanarHistoryDialog</name>
    <message>
        <source>Planar history</source>
        <translation>次元の履歴</translation>
    </message>
    <message>
        <source>Planar decks</source>
        <translation>次元デッキ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>No game is in progress.</source>
        <translation>進行中のゲームはありません。</translation>
    </message>
    <message>
        <source>Visited, in order ({n})</source>
        <translation>訪れた順（{n}）</translation>
    </message>
    <message>
        <source>No planar history is recorded for this game yet.</source>
        <translation>このゲームの次元の履歴はまだありません。</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>共有デッキ</translation>
    </message>
    <message numerus="yes">
        <source>{owner}: %n card(s) left</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Starting plane, {player}&apos;s deck</source>
        <translation>開始時の次元、{player}のデッキ</translation>
    </message>
    <message>
        <source>Turn {turn}: turned up by {player} when its owner&apos;s cards left</source>
        <translation>ターン{turn}：オーナーのカードが離れたとき{player}が公開</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} encountered it</source>
        <translation>ターン{turn}：{player}が遭遇</translation>
    </message>
    <message>
        <source>Turn {turn}: {player} planeswalked here</source>
        <translation>ターン{turn}：{player}がここへプレインズウォーク</translation>
    </message>
    <message>
        <source>face up now</source>
        <translation>現在表向き</translation>
    </message>
    <message>
        <source>Read {name}&apos;s text and rulings</source>
        <translation>{name}のテキストと裁定を読む</translation>
    </message>
</context>
<context>
    <name>PlaneCardView</name>
    <message>
        <source>No plane is face up</source>
        <translation>表向きの次元はありません</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Printed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Back to the text printed on the card (O)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules (O)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PlayerPanel</name>
    <message>
        <source>Active</source>
        <translation>アクティブ</translation>
    </message>
    <message>
        <source>It is this player&apos;s turn</source>
        <translation>このプレイヤーのターンです</translation>
    </message>
    <message>
        <source>Planar controller (901.6)</source>
        <translation>次元コントローラー（901.6）</translation>
    </message>
    <message>
        <source>Left the game</source>
        <translation>ゲームから退場</translation>
    </message>
    <message>
        <source>Tap: 1 · hold: 5, repeating</source>
        <translation>タップ：1 · 長押し：5ずつ連続</translation>
    </message>
    <message>
        <source>Poison</source>
        <translation>毒</translation>
    </message>
    <message>
        <source>Poison counters (ten or more: 704.5c)</source>
        <translation>毒カウンター（10個以上：704.5c）</translation>
    </message>
    <message>
        <source>Poison counters</source>
        <translation>毒カウンター</translation>
    </message>
    <message>
        <source>Leave game</source>
        <translation>退場</translation>
    </message>
    <message>
        <source>Leave game: this player leaves (asks first)</source>
        <translation>退場：このプレイヤーがゲームを去ります（確認あり）</translation>
    </message>
    <message>
        <source>Commanders</source>
        <translation>統率者</translation>
    </message>
    <message>
        <source>{a} and {b} lose?</source>
        <translation>{a}と{b}が敗北？</translation>
    </message>
    <message>
        <source>{a} loses?</source>
        <translation>{a}が敗北？</translation>
    </message>
    <message>
        <source>21 from {owner}&apos;s {commander}: {losers}</source>
        <translation>{owner}の{commander}から21点：{losers}</translation>
    </message>
    <message>
        <source>21 dmg: lose?</source>
        <translation>21点：敗北？</translation>
    </message>
    <message>
        <source>Would lose — confirm ({rule})</source>
        <translation>敗北の条件 — 確認（{rule}）</translation>
    </message>
    <message>
        <source>Lose? ({rule})</source>
        <translation>敗北？（{rule}）</translation>
    </message>
    <message>
        <source>{why}

Confirm: {player} leaves the game{team}. Their planar cards leave with them ({rule}). Undo can bring them back.</source>
        <translation>{why}

確認：{player}がゲームから退場します{team}。その次元カードも一緒に離れます（{rule}）。「元に戻す」で戻せます。</translation>
    </message>
    <message>
        <source> with {mate} (810.8a)</source>
        <translation>（{mate}と共に、810.8a）</translation>
    </message>
    <message>
        <source>{player} concedes for the team: {player} and {mate} leave the game together (810.8b)?

Their planar cards leave with them (901.10). Undo can bring them back.</source>
        <translation>{player}がチームとして投了し、{player}と{mate}が一緒にゲームから退場しますか（810.8b）？

2人の次元カードも一緒に離れます（901.10）。「元に戻す」で戻せます。</translation>
    </message>
    <message>
        <source>{player} leaves the game?

Their planar cards leave with them (800.4a). Undo can bring them back.</source>
        <translation>{player}がゲームから退場しますか？

その次元カードも一緒に離れます（800.4a）。「元に戻す」で戻せます。</translation>
    </message>
    <message>
        <source>Team {a} &amp; {b} · {life}</source>
        <translation>チーム {a} &amp; {b} · {life}</translation>
    </message>
    <message>
        <source>Team with {mate}</source>
        <translation>{mate}とチーム</translation>
    </message>
    <message>
        <source>{team} · −/+ on {primary}&apos;s seat</source>
        <translation>{team} · −/+ は{primary}の席で</translation>
    </message>
    <message>
        <source>Team life: on {primary}&apos;s</source>
        <translation>チームのライフ：{primary}の席で</translation>
    </message>
    <message>
        <source>Tokens: {list}</source>
        <translation>トークン：{list}</translation>
    </message>
    <message>
        <source>{flag}: the table confirms with this seat&apos;s Leave button</source>
        <translation>{flag}：この席の「退場」ボタンでテーブルが確定します</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): −/+ on this seat change it for {mate} too</source>
        <translation>チームのライフ（810.4）：この席の −/+ で{mate}の分も変わります</translation>
    </message>
    <message>
        <source>The team&apos;s life (810.4): change it on {mate}&apos;s seat</source>
        <translation>チームのライフ（810.4）：{mate}の席で変更します</translation>
    </message>
    <message>
        <source>The team&apos;s poison counters (fifteen or more: 704.6b)</source>
        <translation>チームの毒カウンター（15個以上：704.6b）</translation>
    </message>
</context>
<context>
    <name>RecentGames</name>
    <message>
        <source>{name} (left)</source>
        <translation>{name}（退場）</translation>
    </message>
    <message>
        <source>{winner} won on turn {turn}</source>
        <translation>{winner}がターン{turn}に勝利</translation>
    </message>
    <message>
        <source>game over on turn {turn}</source>
        <translation>ターン{turn}にゲーム終了</translation>
    </message>
    <message>
        <source>turn {turn}, {player}&apos;s turn</source>
        <translation>ターン{turn}、{player}のターン</translation>
    </message>
    <message>
        <source>no plane face up</source>
        <translation>表向きの次元なし</translation>
    </message>
    <message>
        <source>On {planes} · last played {when}</source>
        <translation>{planes} · 最終プレイ {when}</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>End the current game? It stays in Game ▸ Recent games.</source>
        <translation>現在のゲームを終えますか？「ゲーム ▸ 最近のゲーム」に残ります。</translation>
    </message>
    <message>
        <source>End it</source>
        <translation>終える</translation>
    </message>
    <message>
        <source>The game couldn&apos;t be kept in Recent games: {why}</source>
        <translation>ゲームを「最近のゲーム」に残せませんでした：{why}</translation>
    </message>
    <message>
        <source>That game can&apos;t be resumed: {why}</source>
        <translation>そのゲームは再開できません：{why}</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is left as it is</source>
        <translation>{name}を読み込めません（{why}）。そのままにしています</translation>
    </message>
    <message>
        <source>{name} can&apos;t be read ({why}); it is kept as {kept}</source>
        <translation>{name}を読み込めません（{why}）。{kept}として保管しています</translation>
    </message>
</context>
<context>
    <name>RecentGamesDialog</name>
    <message>
        <source>Recent games</source>
        <translation>最近のゲーム</translation>
    </message>
    <message>
        <source>Games left for a new one or for another recent game. Resume one to carry on where it was, undo included; the game on the table then goes into this list.</source>
        <translation>新しいゲームや別の最近のゲームのために中断したゲームです。再開すると、元に戻す履歴も含めて中断したところから続けられます。その際、テーブル上のゲームがこの一覧に入ります。</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Resume</source>
        <translation>再開</translation>
    </message>
    <message>
        <source>No recent games yet: a game goes here when a new game replaces it.</source>
        <translation>最近のゲームはまだありません。新しいゲームに置き換えられたゲームがここに入ります。</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) couldn&apos;t be read and kept aside:</source>
        <translation>
            <numerusform>%n個のファイルを読み込めず、別に保管しました：</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ResultBanner</name>
    <message>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing (the deck is empty)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLANESWALK → {plane}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} leaves {away}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CHAOS — {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PLANESWALKER — {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank — {player}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{nth} roll this turn · an effect, free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{nth} roll this turn · paid {{{cost}}}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>read {read}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chaos ensues, no die rolled</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>SeatRow</name>
    <message>
        <source>Player name</source>
        <translation>プレイヤー名</translation>
    </message>
    <message>
        <source>Make primary</source>
        <translation>主プレイヤーにする</translation>
    </message>
    <message>
        <source>Make this player their team&apos;s primary player: the team&apos;s turn, planar controller and first seat are theirs (901.12b)</source>
        <translation>このプレイヤーをチームの主プレイヤーにします。チームのターン、次元コントローラー、最初の席はこのプレイヤーのものになります（901.12b）</translation>
    </message>
    <message>
        <source>Commander (optional)</source>
        <translation>統率者（任意）</translation>
    </message>
    <message>
        <source>Partner or background</source>
        <translation>パートナーまたは背景</translation>
    </message>
    <message>
        <source>A commander&apos;s name (903.3); a second one for partners or a commander and its background (903.3c)</source>
        <translation>統率者の名前（903.3）。パートナーや、統率者とその背景の場合は2つ目も（903.3c）</translation>
    </message>
    <message>
        <source>Move up: sit earlier in turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move down: sit later in turn order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Team {n} · primary</source>
        <translation>チーム{n} · 主</translation>
    </message>
    <message>
        <source>Team {n}</source>
        <translation>チーム{n}</translation>
    </message>
    <message>
        <source>Seat {number}</source>
        <translation>席{number}</translation>
    </message>
</context>
<context>
    <name>Settings</name>
    <message>
        <source>Virtual die (the app rolls)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real die, entered by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real die, read by the camera</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Real die, read by a dice tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app rolls the planar die: press Roll (or Space).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Roll your own planar die and tap the face it shows.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A camera over the dice tray reads your real die.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A dice tower reads your real die and tells the app over USB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Upright: a screen or TV stands at the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Flat: the screen lies on the table, players all round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toward the active player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Toward the planar controller</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Light</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation type="unfinished">次元ダイス</translation>
    </message>
    <message>
        <source>Ordinary d6 (face map below)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your settings</source>
        <translation>あなたの設定</translation>
    </message>
    <message>
        <source>defaults are used</source>
        <translation>初期設定を使います</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>設定</translation>
    </message>
    <message>
        <source>Die</source>
        <translation>ダイス</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>次元ダイス</translation>
    </message>
    <message>
        <source>Camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <source>Where the pictures come from and which die lies in the tray; calibrate once per die and light (Camera ▸ Calibrate…).</source>
        <translation>画像の入力元とトレイにあるダイス。ダイスと照明ごとに1回調整します（カメラ ▸ 調整…）。</translation>
    </message>
    <message>
        <source>A camera number (0 is the first camera), a video file, a folder of pictures, or synthetic:seed=2 for a demo</source>
        <translation>カメラ番号（0が最初のカメラ）、動画ファイル、画像フォルダー、またはデモ用の synthetic:seed=2</translation>
    </message>
    <message>
        <source>Die in the tray</source>
        <translation>トレイのダイス</translation>
    </message>
    <message>
        <source>The calibration&apos;s name (Camera ▸ Calibrate…); one per die and camera set-up</source>
        <translation>調整データの名前（カメラ ▸ 調整…）。ダイスとカメラの設置ごとに1つ</translation>
    </message>
    <message>
        <source>Calibration</source>
        <translation>調整</translation>
    </message>
    <message>
        <source>Dice tower</source>
        <translation>ダイスタワー</translation>
    </message>
    <message>
        <source>The tower&apos;s USB serial port and speed: Find towers asks every port, a simulator&apos;s too.</source>
        <translation>タワーのUSBシリアルポートと速度：「タワーを検索」で全ポート（シミュレーターも含む）に問い合わせます。</translation>
    </message>
    <message>
        <source>Which pip values of a d6 are Planeswalker and Chaos, e.g. 1=planeswalker,6=chaos; the others are blank. A dice tower that reports pips uses it too</source>
        <translation>6面ダイスのどの目がプレインズウォークとカオスか。例 1=planeswalker,6=chaos。他の目は空白です。目を報告するダイスタワーもこれを使います</translation>
    </message>
    <message>
        <source>d6 face map</source>
        <translation>6面ダイスの目の対応</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>テーブル</translation>
    </message>
    <message>
        <source>How the table looks: colours, sizes, which way the cards face, and the language it speaks.</source>
        <translation>テーブルの見た目：色、大きさ、カードの向き、表示言語。</translation>
    </message>
    <message>
        <source>Theme</source>
        <translation>テーマ</translation>
    </message>
    <message>
        <source>Card text size</source>
        <translation>カードの文字サイズ</translation>
    </message>
    <message>
        <source>Interface size (TV: 1.5-2)</source>
        <translation>インターフェースの大きさ（テレビ：1.5-2）</translation>
    </message>
    <message>
        <source>Table mode</source>
        <translation>テーブルモード</translation>
    </message>
    <message>
        <source>Cards face</source>
        <translation>カードの向き</translation>
    </message>
    <message>
        <source>System</source>
        <translation>システム</translation>
    </message>
    <message>
        <source>Language</source>
        <translation>言語</translation>
    </message>
</context>
<context>
    <name>StackItemWidget</name>
    <message>
        <source>Planeswalking ability</source>
        <translation>プレインズウォーク能力</translation>
    </message>
    <message>
        <source>Controller: {name} · Target: {targets}</source>
        <translation>コントローラー：{name} · 対象：{targets}</translation>
    </message>
    <message>
        <source>Controller: {name}</source>
        <translation>コントローラー：{name}</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>取り除く</translation>
    </message>
    <message>
        <source>Take it off the stack without resolving it (countered, or a mistake)</source>
        <translation>解決せずにスタックから取り除く（打ち消された、または誤り）</translation>
    </message>
</context>
<context>
    <name>StackView</name>
    <message>
        <source>Chaos</source>
        <translation>カオス</translation>
    </message>
    <message>
        <source>Planeswalk</source>
        <translation>プレインズウォーク</translation>
    </message>
    <message>
        <source>Encounter</source>
        <translation>遭遇</translation>
    </message>
    <message>
        <source>Trigger</source>
        <translation>誘発</translation>
    </message>
    <message>
        <source>Stack</source>
        <translation>スタック</translation>
    </message>
    <message>
        <source>Resolve (Enter)</source>
        <translation>解決 (Enter)</translation>
    </message>
    <message>
        <source>Resolve the top of the stack</source>
        <translation>スタックの一番上を解決</translation>
    </message>
    <message>
        <source>The stack is empty</source>
        <translation>スタックは空です</translation>
    </message>
    <message>
        <source>Waiting to go on the stack</source>
        <translation>スタックに置かれるのを待機中</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>変更なし：{reason}</translation>
    </message>
    <message>
        <source>Stack ({n})</source>
        <translation>スタック（{n}）</translation>
    </message>
    <message>
        <source>Waiting: {what}</source>
        <translation>待機中：{what}</translation>
    </message>
    <message>
        <source>Waiting for {player} to choose: {question}</source>
        <translation>{player}の選択待ち：{question}</translation>
    </message>
</context>
<context>
    <name>TableFixDialog</name>
    <message>
        <source>Fix the table</source>
        <translation>テーブルを修正</translation>
    </message>
    <message>
        <source>Fix a mistake by hand: a forgotten trigger, a miscounted counter, a misplaced card. Each fix is logged as a table correction, never as a roll, and Undo takes it back.</source>
        <translation>誘発忘れ、カウンターの数え間違い、カードの置き間違いなどを手で修正します。各修正は出目ではなくテーブル修正として記録され、「元に戻す」で取り消せます。</translation>
    </message>
    <message>
        <source>Counter</source>
        <translation>カウンター</translation>
    </message>
    <message>
        <source>Move a card</source>
        <translation>カードを移動</translation>
    </message>
    <message>
        <source>Planeswalk to</source>
        <translation>プレインズウォーク先</translation>
    </message>
    <message>
        <source>Reveal</source>
        <translation>公開</translation>
    </message>
    <message>
        <source>Shuffle</source>
        <translation>切り混ぜ</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
    <message>
        <source>Set a counter on a face-up plane to the number the table agrees on. Ten scroll counters on Aretopolis still trigger it.</source>
        <translation>表向きの次元のカウンターを、テーブルで合意した数に設定します。アレテポリスの巻物カウンターが10個になれば誘発します。</translation>
    </message>
    <message>
        <source>One fewer</source>
        <translation>1つ減らす</translation>
    </message>
    <message>
        <source>One more</source>
        <translation>1つ増やす</translation>
    </message>
    <message>
        <source>Set the counter</source>
        <translation>カウンターを設定</translation>
    </message>
    <message>
        <source>Plane</source>
        <translation>次元</translation>
    </message>
    <message>
        <source>How many</source>
        <translation>個数</translation>
    </message>
    <message>
        <source>Planar deck</source>
        <translation>次元デッキ</translation>
    </message>
    <message>
        <source>Card</source>
        <translation>カード</translation>
    </message>
    <message>
        <source>Put a card of a planar deck on its top or its bottom. The cards are listed by name: the deck&apos;s order stays hidden.</source>
        <translation>次元デッキのカードを一番上か一番下に置きます。カードは名前順に表示され、デッキの順番は隠されたままです。</translation>
    </message>
    <message>
        <source>Put on top</source>
        <translation>一番上に置く</translation>
    </message>
    <message>
        <source>Put on the bottom</source>
        <translation>一番下に置く</translation>
    </message>
    <message>
        <source>The table says so: the planar controller planeswalks to this card instead of the top one. The face-up cards go to the bottom and everything a planeswalk triggers happens.</source>
        <translation>テーブルの判断により、次元コントローラーは一番上のカードの代わりにこのカードへプレインズウォークします。表向きのカードは一番下に置かれ、プレインズウォークで誘発するものはすべて起こります。</translation>
    </message>
    <message>
        <source>Planeswalk there</source>
        <translation>そこへプレインズウォーク</translation>
    </message>
    <message>
        <source>Reveal the top cards of a planar deck. Nothing moves.</source>
        <translation>次元デッキの一番上のカードを公開します。何も移動しません。</translation>
    </message>
    <message>
        <source>Shuffle a planar deck (with the game&apos;s own random numbers, so Redo shuffles it the same way).</source>
        <translation>次元デッキを切り混ぜます（ゲーム自身の乱数を使うので、「やり直す」でも同じ結果になります）。</translation>
    </message>
    <message>
        <source>Revealed: {cards}</source>
        <translation>公開：{cards}</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Shared deck</source>
        <translation>共有デッキ</translation>
    </message>
    <message>
        <source>{player}&apos;s deck</source>
        <translation>{player}のデッキ</translation>
    </message>
    <message numerus="yes">
        <source>{deck} (%n card(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Answer {player}&apos;s question first, or Undo.</source>
        <translation>先に{player}の質問に答えるか、元に戻してください。</translation>
    </message>
    <message>
        <source>Choose a card…</source>
        <translation>カードを選ぶ…</translation>
    </message>
    <message>
        <source>Not done: {reason}</source>
        <translation>実行されません：{reason}</translation>
    </message>
    <message>
        <source>Choose a face-up plane and name the counter.</source>
        <translation>表向きの次元を選び、カウンターを指定してください。</translation>
    </message>
    <message>
        <source>Choose a planar deck and a card in it.</source>
        <translation>次元デッキとその中のカードを選んでください。</translation>
    </message>
    <message>
        <source>Choose a planar deck.</source>
        <translation>次元デッキを選んでください。</translation>
    </message>
</context>
<context>
    <name>TowerController</name>
    <message>
        <source>No tower port — choose it in View ▸ Settings; enter the roll by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower lost — reconnecting…; enter the roll by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower connected (simple sketch)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asks the tower to roll the real die (it has a motor)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Drop the die in the tower: it reads the roll. Or enter it with the buttons below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tower isn&apos;t connected: enter the roll with the buttons below</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The tower says: {error}</source>
        <translation>タワーの報告：{error}</translation>
    </message>
    <message>
        <source>{port} at {baud} baud</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) without a checksum refused (this tower checksums its lines)</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Tower ready — {name}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower connected — waiting for {name}&apos;s HELLO…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tower connected — waiting for its HELLO…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Can&apos;t open {port} — retrying; enter the roll by hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting to the tower…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>rolling…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{status} · says “{error}”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>heard just now</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>heard %n s ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heard %n min ago</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The tower can&apos;t roll now ({why}); drop the die in by hand, or enter it with the buttons below</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The tower read {face} (%n pip(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The tower read {face}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TowerFields</name>
    <message>
        <source>read by the app now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. /dev/ttyACM0 or COM3</source>
        <translation>例 /dev/ttyACM0 や COM3</translation>
    </message>
    <message>
        <source>The tower&apos;s serial port: press Find towers, or type its path</source>
        <translation>タワーのシリアルポート：「タワーを検索」を押すか、パスを入力</translation>
    </message>
    <message>
        <source>Find towers</source>
        <translation>タワーを検索</translation>
    </message>
    <message>
        <source>Open the USB serial ports for a few seconds and ask each for a tower&apos;s HELLO</source>
        <translation>USBシリアルポートを数秒間開き、それぞれにタワーのHELLOを問い合わせます</translation>
    </message>
    <message>
        <source>The tower&apos;s serial speed (115200 unless its sketch says otherwise)</source>
        <translation>タワーのシリアル速度（スケッチで別の指定がなければ115200）</translation>
    </message>
    <message>
        <source>Tower port</source>
        <translation>タワーのポート</translation>
    </message>
    <message>
        <source>Tower baud rate</source>
        <translation>タワーのボーレート</translation>
    </message>
    <message>
        <source>Choose the tower&apos;s port (Find towers), or type its path</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The baud rate is a number from {low} to {high}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Looking for towers… (a few seconds)</source>
        <translation>タワーを検索中…（数秒）</translation>
    </message>
    <message>
        <source>No serial ports found. Is the tower plugged in? You can also type a path.</source>
        <translation>シリアルポートが見つかりません。タワーは接続されていますか？パスを入力することもできます。</translation>
    </message>
    <message numerus="yes">
        <source>No tower answered on the %n serial port(s); pick one, or check the cable and the baud rate.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Found {tower} on {port}</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>(%n tower(s))</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tower(s) found (starred); keeping {port}.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The search for towers failed: {why}</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app reads the tower on {port} now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The app reads {tower} on {port} now.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TurnBar</name>
    <message>
        <source>Game over · {a} and {b} win</source>
        <translation>ゲーム終了 · {a}と{b}の勝利</translation>
    </message>
    <message>
        <source>Game over · {winner} wins</source>
        <translation>ゲーム終了 · {winner}の勝利</translation>
    </message>
    <message>
        <source>Game over · nobody is left</source>
        <translation>ゲーム終了 · 誰も残っていません</translation>
    </message>
    <message>
        <source>Turn {turn} · {player} · {step}</source>
        <translation>ターン{turn} · {player} · {step}</translation>
    </message>
    <message>
        <source>No game yet</source>
        <translation>ゲームはまだありません</translation>
    </message>
    <message>
        <source>Next step</source>
        <translation>次のステップ</translation>
    </message>
    <message>
        <source>Begin the next step</source>
        <translation>次のステップを開始</translation>
    </message>
    <message>
        <source>Next turn (N)</source>
        <translation>次のターン (N)</translation>
    </message>
    <message>
        <source>Advance to the next turn&apos;s first main phase; stops early where something triggers</source>
        <translation>次のターンの第1メイン・フェイズへ進みます。何かが誘発したらそこで止まります</translation>
    </message>
    <message>
        <source>Nothing changed: {reason}</source>
        <translation>変更なし：{reason}</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>停止</translation>
    </message>
    <message>
        <source>reversed</source>
        <translation>逆順</translation>
    </message>
    <message>
        <source>seating</source>
        <translation>席順</translation>
    </message>
    <message>
        <source>Turn order runs the other way round the table</source>
        <translation>ターン順がテーブルを逆回りに進みます</translation>
    </message>
    <message>
        <source>Turn order follows the seating</source>
        <translation>ターン順は席順どおりです</translation>
    </message>
    <message>
        <source>Extra turns: {names}</source>
        <translation>追加ターン：{names}</translation>
    </message>
    <message>
        <source>Next roll: {cost}</source>
        <translation>次に振るコスト：{cost}</translation>
    </message>
    <message>
        <source>The active player&apos;s next roll of the planar die costs {cost} mana (116.2i)</source>
        <translation>アクティブ・プレイヤーが次に次元ダイスを振るコストはマナ{cost}です（116.2i）</translation>
    </message>
    <message>
        <source>Next roll: {list}</source>
        <translation>次に振るコスト：{list}</translation>
    </message>
    <message>
        <source>Each member of the active team may roll, each at their own cost (901.12d, 116.2i)</source>
        <translation>アクティブ・チームの各メンバーはそれぞれ自分のコストで振れます（901.12d、116.2i）</translation>
    </message>
</context>
<context>
    <name>TvControl</name>
    <message>
        <source>&amp;TV window</source>
        <translation>テレビ画面(&amp;T)</translation>
    </message>
    <message>
        <source>The plane, the roll and whose turn, full screen on a TV or projector</source>
        <translation>次元、出目、誰のターンかを、テレビやプロジェクターに全画面表示</translation>
    </message>
    <message>
        <source>TV window &amp;on</source>
        <translation>テレビ画面の表示先(&amp;O)</translation>
    </message>
    <message>
        <source> (the table&apos;s window)</source>
        <translation>（テーブルのウィンドウ）</translation>
    </message>
    <message>
        <source>There is no second screen: open the TV window anyway, as a window on this screen?</source>
        <translation>2つ目の画面がありません。テレビ画面をこの画面上のウィンドウとして開きますか？</translation>
    </message>
    <message numerus="yes">
        <source>There is no screen {n} (this computer has %n screen(s); View ▸ TV window lists them): the table starts without the TV window.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>The TV window shares the table&apos;s screen, so it opens as a window: choose another screen in View ▸ TV window on.</source>
        <translation>テレビ画面がテーブルと同じ画面になるため、ウィンドウとして開きます。表示 ▸ テレビ画面の表示先 で別の画面を選んでください。</translation>
    </message>
    <message>
        <source>TV window closed — View ▸ TV window opens it again.</source>
        <translation>テレビ画面を閉じました — 表示 ▸ テレビ画面 で再び開けます。</translation>
    </message>
    <message>
        <source>The TV screen ({name}) was unplugged: the TV window closed, the game goes on.</source>
        <translation>テレビ画面（{name}）が外されました。テレビ画面は閉じましたが、ゲームは続きます。</translation>
    </message>
    <message>
        <source>TV window</source>
        <translation>テレビ画面</translation>
    </message>
</context>
<context>
    <name>TvScreens</name>
    <message>
        <source>Screen {n} · {w}×{h}</source>
        <translation>画面{n} · {w}×{h}</translation>
    </message>
    <message>
        <source>Screen {n}: {name} · {w}×{h}</source>
        <translation>画面{n}：{name} · {w}×{h}</translation>
    </message>
</context>
<context>
    <name>TvStatus</name>
    <message>
        <source>Planar controller</source>
        <translation>次元コントローラー</translation>
    </message>
    <message>
        <source>Last roll</source>
        <translation>直前の出目</translation>
    </message>
    <message>
        <source>No roll this turn</source>
        <translation>このターンはまだ振っていません</translation>
    </message>
</context>
<context>
    <name>TvSummary</name>
    <message>
        <source>No game yet</source>
        <translation type="unfinished">ゲームはまだありません</translation>
    </message>
    <message>
        <source>{player} · {nth} roll, an effect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>{player} · {nth} roll this turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Game over</source>
        <translation type="unfinished">ゲーム終了</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>TvWindow</name>
    <message>
        <source>Planechase Table — TV</source>
        <translation>プレーンチェイス・テーブル — テレビ</translation>
    </message>
</context>
<context>
    <name>UnsureDialog</name>
    <message numerus="yes">
        <source> (%n pip(s))</source>
        <translation>
            <numerusform>（目%n個）</numerusform>
        </translation>
    </message>
    <message>
        <source>Check the die</source>
        <translation>ダイスを確認</translation>
    </message>
    <message>
        <source>The camera isn&apos;t sure. It looks like &lt;b&gt;‹{guess}›&lt;/b&gt;{pips}.&lt;br&gt;What does the die show?</source>
        <translation>カメラは確信がありません。&lt;b&gt;‹{guess}›&lt;/b&gt;{pips}のようです。&lt;br&gt;ダイスの出目は何ですか？</translation>
    </message>
    <message>
        <source>Roll again</source>
        <translation>振り直す</translation>
    </message>
</context>
<context>
    <name>WelcomePanel</name>
    <message>
        <source>Planechase Table</source>
        <translation>プレーンチェイス・テーブル</translation>
    </message>
    <message>
        <source>Planechase at your table: the face-up plane, the planar die and the stack, big enough for everyone to read.</source>
        <translation>あなたのテーブルでプレーンチェイスを：表向きの次元、次元ダイス、スタックを、全員が読める大きさで表示します。</translation>
    </message>
    <message>
        <source>New game</source>
        <translation>新しいゲーム</translation>
    </message>
    <message>
        <source>Choose the players and their planar decks</source>
        <translation>プレイヤーと次元デッキを選ぶ</translation>
    </message>
    <message>
        <source>Try the demo</source>
        <translation>デモを試す</translation>
    </message>
    <message>
        <source>Four players, random planar decks, the virtual die</source>
        <translation>4人、ランダムな次元デッキ、仮想ダイス</translation>
    </message>
    <message>
        <source>Recent games…</source>
        <translation>最近のゲーム…</translation>
    </message>
    <message>
        <source>Continue a game played before</source>
        <translation>以前のゲームを続ける</translation>
    </message>
</context>
<context>
    <name>_Panel</name>
    <message>
        <source>Close</source>
        <translation>閉じる</translation>
    </message>
</context>
</TS>
