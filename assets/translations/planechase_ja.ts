<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ja" sourcelanguage="en">
<context>
    <name>AbilityText</name>
    <message>
        <source>Planeswalk.</source>
        <comment>what the planeswalking ability does (901.9c)</comment>
        <translation>プレインズウォークする。</translation>
    </message>
    <message>
        <source>Whenever you roll the Planeswalker symbol on the planar die, planeswalk.</source>
        <comment>the planeswalking ability (901.9c)</comment>
        <translation>あなたが次元ダイスでプレインズウォーカー・シンボルを出すたび、プレインズウォークする。</translation>
    </message>
</context>
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
        <translation>カメラをトレイの30～50 cm上に、真下を向けて設置します。</translation>
    </message>
    <message>
        <source>Light the tray evenly: no hard shadows, no glare on the die.</source>
        <translation>トレイを均一に照らします。濃い影やダイスの反射がないようにしてください。</translation>
    </message>
    <message>
        <source>A matte tray in a colour that contrasts with the die (a dark felt for a white die) reads best.</source>
        <translation>ダイスと対照的な色のつや消しトレイ（白いダイスには暗い色のフェルト）が最もよく読み取れます。</translation>
    </message>
    <message>
        <source>Keep the camera and the tray where they are after calibrating.</source>
        <translation>調整後はカメラとトレイを動かさないでください。</translation>
    </message>
    <message numerus="yes">
        <source>%n pip(s)</source>
        <translation>
            <numerusform>%nの目</numerusform>
        </translation>
    </message>
    <message>
        <source>Calibrate the camera</source>
        <translation>カメラを調整</translation>
    </message>
    <message>
        <source>The camera learns your tray and your die from a few pictures. First, place it:</source>
        <translation>カメラは数枚の画像からトレイとダイスを学習します。まずカメラを設置してください：</translation>
    </message>
    <message>
        <source>Check the picture below, then press Next.</source>
        <translation>下の画像を確認してから「次へ」を押してください。</translation>
    </message>
    <message>
        <source>The empty tray</source>
        <translation>空のトレイ</translation>
    </message>
    <message>
        <source>Take the die out of the tray and keep hands and shadows out of it, then press Capture.</source>
        <translation>ダイスをトレイから取り出し、手や影が入らないようにして「撮影」を押してください。</translation>
    </message>
    <message>
        <source>{face} face up</source>
        <translation>{face}の面を上に</translation>
    </message>
    <message numerus="yes">
        <source>Put the die in the tray showing &lt;b&gt;{face}&lt;/b&gt;, take your hand out, then press Capture. Move the die somewhere else in the tray (still {face} up) before each of the %n picture(s).</source>
        <translation>
            <numerusform>&lt;b&gt;{face}&lt;/b&gt;の面を上にしてダイスをトレイに置き、手を離してから「撮影」を押してください。%n枚の画像はそれぞれ、撮る前にダイスをトレイ内の別の場所へ動かしてください（{face}の面は上のまま）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Checking the pictures</source>
        <translation>画像を確認中</translation>
    </message>
    <message>
        <source>The camera gives no new pictures ({why}). Check it, then capture again.</source>
        <translation>カメラから新しい画像が届きません（{why}）。カメラを確認してから、もう一度撮影してください。</translation>
    </message>
    <message>
        <source>Calibrate the camera — {name}</source>
        <translation>カメラを調整 — {name}</translation>
    </message>
    <message>
        <source>Calibration preview</source>
        <translation>調整のプレビュー</translation>
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
        <translation>{title}  （{n}/{count}）</translation>
    </message>
    <message>
        <source>Capture again</source>
        <translation>もう一度撮影</translation>
    </message>
    <message numerus="yes">
        <source>%n picture(s) of the empty tray taken</source>
        <translation>
            <numerusform>空のトレイを%n枚撮影しました</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Takes %n picture(s) in a moment</source>
        <translation>
            <numerusform>まもなく%n枚撮影します</numerusform>
        </translation>
    </message>
    <message>
        <source>Retake this face</source>
        <translation>この面を撮り直す</translation>
    </message>
    <message numerus="yes">
        <source>All %n picture(s) taken ✓</source>
        <translation>
            <numerusform>%n枚すべて撮影しました ✓</numerusform>
        </translation>
    </message>
    <message>
        <source>Capture picture {n} of {count}</source>
        <translation>{count}枚中{n}枚目を撮影</translation>
    </message>
    <message>
        <source>Finish</source>
        <translation>完了</translation>
    </message>
    <message>
        <source>Check the pictures</source>
        <translation>画像を確認</translation>
    </message>
    <message>
        <source>Capturing…</source>
        <translation>撮影中…</translation>
    </message>
    <message>
        <source>Pictures missing: {steps}.</source>
        <translation>足りない画像：{steps}。</translation>
    </message>
    <message>
        <source>Building and checking the profile…</source>
        <translation>プロファイルを作成して確認中…</translation>
    </message>
    <message>
        <source>The pictures couldn&apos;t be kept: {why}</source>
        <translation>画像を保存できませんでした：{why}</translation>
    </message>
    <message>
        <source>The profile can&apos;t be trusted yet: {why}

Your pictures are kept in {folder}.</source>
        <translation>このプロファイルはまだ信頼できません：{why}

画像は{folder}に保存されています。</translation>
    </message>
    <message>
        <source>Retake: {step}</source>
        <translation>撮り直し：{step}</translation>
    </message>
    <message>
        <source>The profile couldn&apos;t be saved in {folder}: {why}</source>
        <translation>プロファイルを{folder}に保存できませんでした：{why}</translation>
    </message>
    <message>
        <source>Building the profile failed unexpectedly: {why}</source>
        <translation>プロファイルの作成が予期せず失敗しました：{why}</translation>
    </message>
    <message>
        <source>⚠ Saved, but with it the camera can only guess: the table confirms every roll. To fix it: {why}</source>
        <translation>⚠ 保存しましたが、このままではカメラは推測しかできないため、毎回の出目をテーブルで確認します。修正するには：{why}</translation>
    </message>
    <message numerus="yes">
        <source>✓ The profile reads all %n of its pictures correctly.</source>
        <translation>
            <numerusform>✓ プロファイルは%n枚の画像をすべて正しく読み取れます。</numerusform>
        </translation>
    </message>
    <message>
        <source>Saved as “{name}” in {folder}.
Tray at {x},{y}, {w}×{h} px · die side {side} px · {ink}.

Press Finish: the camera reads rolls with it.</source>
        <translation>「{name}」として{folder}に保存しました。
トレイ位置 {x},{y}、{w}×{h} px · ダイスの一辺 {side} px · {ink}。

「完了」を押すと、カメラはこれで出目を読み取ります。</translation>
    </message>
</context>
<context>
    <name>CameraController</name>
    <message>
        <source>Camera not calibrated — open Camera ▸ Calibrate</source>
        <translation>カメラ未調整 — カメラ ▸ 調整 を開いてください</translation>
    </message>
    <message>
        <source>Camera unplugged — enter the roll by hand; reconnecting…</source>
        <translation>カメラが外れました — 出目を手で入力してください。再接続中…</translation>
    </message>
    <message>
        <source>Camera recording ended — enter the roll by hand</source>
        <translation>カメラの録画が終わりました — 出目を手で入力してください</translation>
    </message>
    <message>
        <source>Cocked die — roll it again</source>
        <translation>ダイスが傾いています — 振り直してください</translation>
    </message>
    <message>
        <source>The camera calibration can&apos;t be used: {why}</source>
        <translation>カメラの調整データを使えません：{why}</translation>
    </message>
    <message>
        <source>Calibrating the camera — enter rolls by hand</source>
        <translation>カメラを調整中 — 出目を手で入力してください</translation>
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
        <translation>カメラに接続中…</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>カメラオフ</translation>
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
        <source>No die found after that roll. If it lies in the tray, the camera can&apos;t tell it from the tray&apos;s floor: press the face it shows under Roll. If it left the tray, roll again.</source>
        <translation>振ったあと、ダイスが見つかりません。トレイにある場合、カメラがダイスとトレイの底を見分けられていません。「振る」の下で出ている面を押してください。トレイから出た場合は、振り直してください。</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read it: press the face it shows under Roll.</source>
        <translation>カメラはダイスを見ていますが、出目を読み取れません。「振る」の下で出ている面を押してください。</translation>
    </message>
    <message>
        <source>No die found after that roll: if it is in the tray, the camera can&apos;t tell it from the floor; enter the roll by hand.</source>
        <translation type="vanished">振ったあと、ダイスが見つかりません。トレイにあるなら、カメラが底面と見分けられません。出目は手で入力してください。</translation>
    </message>
    <message>
        <source>The camera sees the die but can&apos;t read its face: enter the roll by hand.</source>
        <translation type="vanished">カメラはダイスを見ていますが、面を読めません。出目は手で入力してください。</translation>
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
        <source>No die found</source>
        <translation>ダイスが見つからない</translation>
    </message>
    <message>
        <source>Die not read</source>
        <translation>ダイスを読めない</translation>
    </message>
    <message>
        <source>The camera read {face}</source>
        <translation>カメラの読み取り：{face}</translation>
    </message>
    <message>
        <source>Roll the die again</source>
        <translation>ダイスを振り直してください</translation>
    </message>
    <message>
        <source>The table read {face}</source>
        <translation>テーブルの読み取り：{face}</translation>
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
        <translation>次元ダイス</translation>
    </message>
    <message>
        <source>ordinary d6</source>
        <translation>通常の6面ダイス</translation>
    </message>
    <message>
        <source>{folder} was calibrated for a different die ({found}, not {wanted})</source>
        <translation>{folder}は別のダイス用に調整されています（{wanted}ではなく{found}）</translation>
    </message>
</context>
<context>
    <name>CameraPage</name>
    <message>
        <source>ok</source>
        <translation>OK</translation>
    </message>
    <message>
        <source>unsure</source>
        <translation>不確か</translation>
    </message>
    <message>
        <source>cocked</source>
        <translation>傾き</translation>
    </message>
    <message>
        <source>Waiting for a roll</source>
        <translation>出目を待っています</translation>
    </message>
    <message>
        <source>Rolling…</source>
        <translation>振っています…</translation>
    </message>
    <message>
        <source>Reading the die…</source>
        <translation>ダイスを読み取り中…</translation>
    </message>
    <message>
        <source>Not calibrated</source>
        <translation>未調整</translation>
    </message>
    <message>
        <source>No roll read yet</source>
        <translation>まだ出目を読み取っていません</translation>
    </message>
    <message>
        <source>Cocked — roll again</source>
        <translation>傾き — 振り直してください</translation>
    </message>
    <message numerus="yes">
        <source>{face} (%n pip(s))</source>
        <translation>
            <numerusform>{face}（目%n個）</numerusform>
        </translation>
    </message>
    <message>
        <source>No camera found at {source}</source>
        <translation>{source} にカメラが見つかりません</translation>
    </message>
    <message>
        <source>Connecting to the camera…</source>
        <translation>カメラに接続中…</translation>
    </message>
    <message>
        <source>Camera live</source>
        <translation>カメラ作動中</translation>
    </message>
    <message>
        <source>Camera unplugged — reconnecting…</source>
        <translation>カメラが外れました — 再接続中…</translation>
    </message>
    <message>
        <source>The recording has ended</source>
        <translation>録画が終わりました</translation>
    </message>
    <message>
        <source>Camera off</source>
        <translation>カメラオフ</translation>
    </message>
    <message>
        <source>Preview only (not calibrated)</source>
        <translation>プレビューのみ（未調整）</translation>
    </message>
    <message>
        <source>Waiting for the camera…</source>
        <translation>カメラを待っています…</translation>
    </message>
    <message>
        <source>Waiting for a picture…</source>
        <translation>画像を待っています…</translation>
    </message>
    <message>
        <source>hand in the tray</source>
        <translation>トレイに手</translation>
    </message>
    <message>
        <source>{ms} ms/frame</source>
        <translation>{ms} ms/フレーム</translation>
    </message>
    <message>
        <source>Last roll: {roll}</source>
        <translation>直前の出目：{roll}</translation>
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
    <name>CardAutomation</name>
    <message>
        <source>choose one</source>
        <translation>1つを選ぶ</translation>
    </message>
    <message>
        <source>Draw {count:scroll} card(s).</source>
        <translation>カードを{count:scroll}枚引く。</translation>
    </message>
    <message>
        <source>Add {R} for each charge counter: {count:charge} red mana.</source>
        <translation>蓄積カウンター１個につき{R}を加える：赤マナ{count:charge}点。</translation>
    </message>
    <message>
        <source>Mount Keralia deals {info:pressure} damage to each creature and each planeswalker.</source>
        <translation>ケラル山は各クリーチャーと各プレインズウォーカーにそれぞれ{info:pressure}点のダメージを与える。</translation>
    </message>
    <message>
        <source>Prevent all damage that planes named Mount Keralia would deal to permanents {you} controls</source>
        <translation>「ケラル山」という名前の次元が{you}がコントロールするパーマネントに与えるすべてのダメージを軽減する</translation>
    </message>
    <message>
        <source>Alien Angel 2/2 (first strike, vigilance)</source>
        <translation>エイリアン・天使 2/2（先制攻撃、警戒）</translation>
    </message>
    <message>
        <source>Scry 2.</source>
        <translation>占術２を行う。</translation>
    </message>
    <message>
        <source>Pompeii deals {count:eruption} damage to each creature. Each player sacrifices a land.</source>
        <translation>ポンペイは各クリーチャーにそれぞれ{count:eruption}点のダメージを与える。各プレイヤーはそれぞれ土地１つを生け贄に捧げる。</translation>
    </message>
    <message>
        <source>Treasure</source>
        <translation>宝物</translation>
    </message>
    <message>
        <source>Food</source>
        <translation>食物</translation>
    </message>
    <message>
        <source>Human Rogue 2/2</source>
        <translation>人間・ならず者 2/2</translation>
    </message>
    <message>
        <source>Gain 10 life?</source>
        <translation>10点のライフを得ますか？</translation>
    </message>
    <message>
        <source>Destroy all nonland permanents.</source>
        <translation>すべての土地でないパーマネントを破壊する。</translation>
    </message>
    <message>
        <source>Have your life total become 20?</source>
        <translation>あなたのライフ総量を20点にしますか？</translation>
    </message>
    <message>
        <source>Exchange life totals with {target}?</source>
        <translation>{target}とライフ総量を交換しますか？</translation>
    </message>
    <message>
        <source>Redistribute life totals: list the players in the order that receives the totals as shown</source>
        <translation>ライフ総量の再分配：表示されたライフ総量を受け取る順にプレイヤーを並べてください</translation>
    </message>
    <message>
        <source>Which plane goes on top of your planar deck?</source>
        <translation>どの次元をあなたの次元デッキの一番上に置きますか？</translation>
    </message>
    <message>
        <source>Draw a card.</source>
        <translation>カードを１枚引く。</translation>
    </message>
    <message>
        <source>Put {revealed} on the bottom of your planar deck?</source>
        <translation>{revealed}をあなたの次元デッキの一番下に置きますか？</translation>
    </message>
    <message>
        <source>Each blank roll of the planar die is a chaos roll until a player planeswalks away from a plane</source>
        <translation>プレイヤー１人が次元からプレインズウォークするまで、次元ダイスの空白の出目はカオスである</translation>
    </message>
    <message>
        <source>Until {you}&apos;s next turn, if a player would planeswalk as a result of rolling the planar die, chaos ensues instead</source>
        <translation>{you}の次のターンまで、プレイヤーが次元ダイスを振った結果としてプレインズウォークするなら、代わりにカオスが起こる</translation>
    </message>
    <message>
        <source>Untap all creatures that attacked this turn.</source>
        <translation>このターンに攻撃したすべてのクリーチャーをアンタップする。</translation>
    </message>
    <message>
        <source>Untap up to two target creatures your team controls.</source>
        <translation>あなたのチームがコントロールしているクリーチャー最大２体を対象とし、それらをアンタップする。</translation>
    </message>
    <message>
        <source>Creatures {you} controls get +1/+1 and have haste</source>
        <translation>{you}がコントロールしているすべてのクリーチャーは＋１/＋１の修整を受け速攻を得る</translation>
    </message>
    <message>
        <source>Discard a card.</source>
        <translation>カードを１枚捨てる。</translation>
    </message>
    <message>
        <source>Did {target} discard a land card? (Then {target} loses 3 life.)</source>
        <translation>{target}は土地カードを捨てましたか？（その場合、{target}は３点のライフを失う。）</translation>
    </message>
    <message>
        <source>Each player sacrifices a nonland permanent, {rounds} time(s) in all ({you} flipped until winning).</source>
        <translation>各プレイヤーはそれぞれ土地でないパーマネント１つを生け贄に捧げる。これを合計{rounds}回行う（{you}が勝つまでコインを投げた）。</translation>
    </message>
    <message>
        <source>Noncreature artifacts {you} controls have &quot;{T}, Sacrifice this artifact: Flip a coin. If you win the flip, this artifact deals 3 damage to any target.&quot;</source>
        <translation>{you}がコントロールしていてクリーチャーでないすべてのアーティファクトは「{T}, このアーティファクトを生け贄に捧げる：１つを対象とする。コイン投げを行う。あなたがそのコイン投げに勝ったなら、このアーティファクトはそれに３点のダメージを与える。」を持つ</translation>
    </message>
    <message>
        <source>monarch</source>
        <translation>統治者</translation>
    </message>
    <message>
        <source>Assassin 1/1 (deathtouch, haste)</source>
        <translation>暗殺者 1/1（接死、速攻）</translation>
    </message>
    <message>
        <source>If you have the city&apos;s blessing, draw a card.</source>
        <translation>あなたが都市の承認を持っているなら、カードを１枚引く。</translation>
    </message>
    <message>
        <source>Green anchor or red waterfall?</source>
        <translation>緑の錨と赤の滝のどちらにしますか？</translation>
    </message>
    <message>
        <source>green anchor</source>
        <translation>緑の錨</translation>
    </message>
    <message>
        <source>red waterfall</source>
        <translation>赤の滝</translation>
    </message>
    <message>
        <source>Creatures can&apos;t attack {you}</source>
        <translation>クリーチャーは{you}を攻撃できない</translation>
    </message>
    <message>
        <source>{you} can&apos;t lose the game and {you}&apos;s opponents can&apos;t win the game</source>
        <translation>{you}はゲームに敗北せず、{you}の対戦相手はゲームに勝利できない</translation>
    </message>
    <message>
        <source>{target} can&apos;t cast spells</source>
        <translation>{target}は呪文を唱えられない</translation>
    </message>
    <message>
        <source>Nothing happens: {you} didn&apos;t planeswalk to Unyaro this turn.</source>
        <translation>何も起こらない：{you}はこのターンにウンヤロにプレインズウォークしていない。</translation>
    </message>
    <message>
        <source>Untap all creatures. They phase out until a player planeswalks.</source>
        <translation>すべてのクリーチャーをアンタップする。プレイヤー１人がプレインズウォークするまで、それらはフェイズ・アウトする。</translation>
    </message>
    <message>
        <source>All creatures that were untapped by Unyaro are phased out</source>
        <translation>ウンヤロによりアンタップされたすべてのクリーチャーはフェイズ・アウトしている</translation>
    </message>
    <message>
        <source>The phased-out permanents phase in now.</source>
        <translation>フェイズ・アウトしていたパーマネントが今フェイズ・インする。</translation>
    </message>
    <message>
        <source>Knight 2/2 (vigilance)</source>
        <translation>騎士 2/2（警戒）</translation>
    </message>
    <message>
        <source>For each opponent, choose up to one target nonland permanent that opponent controls. Untap those permanents; they phase out.</source>
        <translation>各対戦相手につき、そのプレイヤーがコントロールしていて土地でないパーマネント最大１つを対象とする。それらをアンタップし、フェイズ・アウトさせる。</translation>
    </message>
    <message>
        <source>Permanents chosen with The Doctor&apos;s Childhood Barn are phased out</source>
        <translation>The Doctor&apos;s Childhood Barnで選ばれたパーマネントはフェイズ・アウトしている</translation>
    </message>
    <message>
        <source>Goblin 1/1</source>
        <translation>ゴブリン 1/1</translation>
    </message>
    <message>
        <source>Cards can&apos;t enter from exile this turn</source>
        <translation>このターン、追放領域にあるカードは戦場に出られない</translation>
    </message>
    <message>
        <source>Each player exiles all creatures they control and creates X 1/1 green Saproling creature tokens, where X is the total power of the creatures they exiled.</source>
        <translation>各プレイヤーはそれぞれ自分がコントロールするすべてのクリーチャーを追放し、緑の１/１の苗木・クリーチャー・トークンＸ体を生成する。Ｘはそのプレイヤーがこれにより追放したクリーチャーのパワーの合計に等しい。</translation>
    </message>
    <message>
        <source>Gain control of target artifact.</source>
        <translation>アーティファクト１つを対象とし、そのコントロールを得る。</translation>
    </message>
    <message>
        <source>Sacrifice a creature. Could you?</source>
        <translation>クリーチャー１体を生け贄に捧げる。できましたか？</translation>
    </message>
    <message>
        <source>Sliver 1/1</source>
        <translation>スリヴァー 1/1</translation>
    </message>
    <message>
        <source>Shapeshifter 2/2 (changeling)</source>
        <translation>多相の戦士 2/2（多相）</translation>
    </message>
    <message>
        <source>Soldier 1/1 (enters tapped)</source>
        <translation>兵士 1/1（タップ状態で戦場に出る）</translation>
    </message>
    <message>
        <source>Goat 0/1</source>
        <translation>ヤギ 0/1</translation>
    </message>
    <message>
        <source>Dragon 5/5 (flying)</source>
        <translation>ドラゴン 5/5（飛行）</translation>
    </message>
    <message>
        <source>Warrior 1/1</source>
        <translation>戦士 1/1</translation>
    </message>
    <message>
        <source>Zombie 2/2</source>
        <translation>ゾンビ 2/2</translation>
    </message>
    <message>
        <source>Eldrazi 7/7 (annihilator 1)</source>
        <translation>エルドラージ 7/7（滅殺１）</translation>
    </message>
    <message>
        <source>Butterfly 1/1 (flying)</source>
        <translation>蝶 1/1（飛行）</translation>
    </message>
    <message>
        <source>Alien 2/2</source>
        <translation>エイリアン 2/2</translation>
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
        <translation>オーナー：{owner}</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>プレイテスト・カード</translation>
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
        <translation>
            <numerusform>カード%n枚：タップで拡大表示、スクロールで続きを表示。</numerusform>
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
        <source>Nobody</source>
        <translation>誰も選ばない</translation>
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
        <translation>{player}が誘発型能力の順番を選びます</translation>
    </message>
    <message>
        <source>{player} decides yes or no</source>
        <translation>{player}が「はい」か「いいえ」を決めます</translation>
    </message>
    <message>
        <source>{player} chooses a player</source>
        <translation>{player}がプレイヤーを選びます</translation>
    </message>
    <message>
        <source>{player} chooses a card</source>
        <translation>{player}がカードを選びます</translation>
    </message>
    <message>
        <source>{player} chooses an option</source>
        <translation>{player}が選択肢を選びます</translation>
    </message>
    <message>
        <source>{player} chooses who gets which life total</source>
        <translation>{player}が誰がどのライフ総量を得るかを選びます</translation>
    </message>
    <message>
        <source>{player} chooses a mode</source>
        <translation>{player}がモードを選びます</translation>
    </message>
    <message>
        <source>{player} chooses a target</source>
        <translation>{player}が対象を選びます</translation>
    </message>
    <message>
        <source>{player} orders the cards going to the bottom</source>
        <translation>{player}が一番下に置くカードの順番を決めます</translation>
    </message>
    <message>
        <source>{player} chooses where the game moves</source>
        <translation>{player}がゲームの移動先を選びます</translation>
    </message>
    <message>
        <source>{player} is choosing</source>
        <translation>{player}が選択中です</translation>
    </message>
    <message>
        <source>{some} and {last}</source>
        <translation type="vanished">{some}と{last}</translation>
    </message>
    <message>
        <source>{cards} will be placed where the game moves</source>
        <translation>{cards}はゲームの移動先に置かれます</translation>
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
    <name>CounterKind</name>
    <message>
        <source>charge</source>
        <translation>蓄積</translation>
    </message>
    <message>
        <source>eruption</source>
        <translation>噴火</translation>
    </message>
    <message>
        <source>exposure</source>
        <translation>被曝</translation>
    </message>
    <message>
        <source>flame</source>
        <translation>火炎</translation>
    </message>
    <message>
        <source>poison</source>
        <translation>毒</translation>
    </message>
    <message>
        <source>pressure</source>
        <translation>内圧</translation>
    </message>
    <message>
        <source>scroll</source>
        <translation>巻物</translation>
    </message>
</context>
<context>
    <name>DeckBuilder</name>
    <message>
        <source>Planechase (2009), with its promos</source>
        <translation>プレインチェイス（2009）、プロモを含む</translation>
    </message>
    <message>
        <source>Planes and phenomena</source>
        <translation>次元と現象</translation>
    </message>
    <message>
        <source>Planes only</source>
        <translation>次元のみ</translation>
    </message>
    <message>
        <source>Phenomena only</source>
        <translation>現象のみ</translation>
    </message>
    <message>
        <source>playtest card</source>
        <translation>プレイテスト・カード</translation>
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
        <translation>名前（どの言語でも）、タイプ行、カードテキストを検索…</translation>
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
        <translation>901.15a：{players}人用の適正な共有次元デッキです（{cards}、{phenomena}。最低{minimum}枚必要）。</translation>
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
        <translation>{rule}：{whose}は{cards}です。最低{minimum}枚必要です。</translation>
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
        <translation type="vanished">{cards}を表示中</translation>
    </message>
    <message>
        <source>{printed} ({english})</source>
        <translation>{printed}（{english}）</translation>
    </message>
    <message>
        <source>{name}  ✦ phenomenon</source>
        <translation>{name}  ✦ 現象</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>オラクル・テキスト</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>印刷</translation>
    </message>
    <message>
        <source>Back to the text printed on the card</source>
        <translation>カードに印刷されたテキストに戻す</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>印刷テキスト</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>オラクル</translation>
    </message>
    <message numerus="yes">
        <source>%n card(s) shown</source>
        <translation>
            <numerusform>%n枚を表示中</numerusform>
        </translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules</source>
        <translation>ルール上の正式な英語のオラクル・テキストを表示</translation>
    </message>
    <message>
        <source>(no saved decks)</source>
        <translation>（保存デッキなし）</translation>
    </message>
    <message>
        <source>Can&apos;t read a saved deck (kept as it is): {why}</source>
        <translation>保存したデッキを読み込めません（そのままにしています）：{why}</translation>
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
        <translation>読み込まれていません：{why}</translation>
    </message>
    <message>
        <source>Loaded “{name}”.</source>
        <translation>「{name}」を読み込みました。</translation>
    </message>
    <message>
        <source>Delete deck</source>
        <translation>デッキを削除</translation>
    </message>
    <message>
        <source>Delete the saved deck “{name}”? This can&apos;t be undone.</source>
        <translation>保存したデッキ「{name}」を削除しますか？元に戻せません。</translation>
    </message>
    <message>
        <source>Not deleted: {why}</source>
        <translation>削除されていません：{why}</translation>
    </message>
    <message>
        <source>Deleted “{name}”.</source>
        <translation>「{name}」を削除しました。</translation>
    </message>
    <message>
        <source>Imported {cards}.</source>
        <translation>{cards}を取り込みました。</translation>
    </message>
    <message>
        <source>Deck list copied to the clipboard.</source>
        <translation>デッキリストをクリップボードにコピーしました。</translation>
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
    <name>DeckListText</name>
    <message numerus="yes">
        <source>and %n more line(s)</source>
        <comment>after a deck list&apos;s problems</comment>
        <translation>
            <numerusform>ほか%n行</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>DeckSource</name>
    <message>
        <source>Random</source>
        <translation>ランダム</translation>
    </message>
    <message>
        <source>Saved deck</source>
        <translation>保存したデッキ</translation>
    </message>
    <message>
        <source>Paste list</source>
        <translation>リストを貼り付け</translation>
    </message>
    <message>
        <source>Deck builder</source>
        <translation>デッキ構築</translation>
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
        <translation>（保存デッキなし）</translation>
    </message>
    <message>
        <source>There are no saved decks yet: build one with Build…</source>
        <translation>保存したデッキはまだありません：「構築…」で作成してください</translation>
    </message>
    <message>
        <source>Random deck</source>
        <translation>ランダムなデッキ</translation>
    </message>
    <message>
        <source>Saved deck “{name}”</source>
        <translation>保存したデッキ「{name}」</translation>
    </message>
    <message>
        <source>Paste a deck list above.</source>
        <translation>上にデッキリストを貼り付けてください。</translation>
    </message>
    <message>
        <source>Pasted list</source>
        <translation>貼り付けたリスト</translation>
    </message>
    <message>
        <source>No deck built yet: press Build… to make one.</source>
        <translation>まだデッキを構築していません：「構築…」を押して作成してください。</translation>
    </message>
    <message>
        <source>Built deck</source>
        <translation>構築したデッキ</translation>
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
        <translation>プレインズウォーカー</translation>
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
        <translation>仮想</translation>
    </message>
    <message>
        <source>by hand</source>
        <translation>手入力</translation>
    </message>
    <message>
        <source>camera</source>
        <translation>カメラ</translation>
    </message>
    <message>
        <source>tower</source>
        <translation>タワー</translation>
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
        <source>Planeswalker</source>
        <comment>the manual button</comment>
        <translation>PW</translation>
    </message>
    <message>
        <source>Stopped at the {step}: {what}. Deal with it, then roll (116.2i).</source>
        <translation>{step}で停止：{what}。それを処理してから振ってください（116.2i）。</translation>
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
        <translation type="vanished">{step}で停止：{what}が誘発しました。それを処理してから振ってください（116.2i）。</translation>
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
        <translation>先にゲームを始めてください。</translation>
    </message>
</context>
<context>
    <name>EngineMessage</name>
    <message>
        <source>The planeswalking ability</source>
        <comment>ability.Planeswalking</comment>
        <translation>プレインズウォーク能力</translation>
    </message>
    <message>
        <source>{card}&apos;s ability</source>
        <comment>ability.of_card</comment>
        <translation>{card}の能力</translation>
    </message>
    <message>
        <source>the planeswalking ability</source>
        <comment>ability.planeswalking</comment>
        <translation>プレインズウォーク能力</translation>
    </message>
    <message>
        <source>add effect</source>
        <comment>action.add_effect</comment>
        <translation>効果を追加</translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>action.chaos</comment>
        <translation>カオスを起こす</translation>
    </message>
    <message>
        <source>choose</source>
        <comment>action.choose</comment>
        <translation>選択</translation>
    </message>
    <message>
        <source>commander cast</source>
        <comment>action.commander_cast</comment>
        <translation>統率者を唱える</translation>
    </message>
    <message>
        <source>commander damage</source>
        <comment>action.commander_damage</comment>
        <translation>統率者ダメージ</translation>
    </message>
    <message>
        <source>counter</source>
        <comment>action.counter</comment>
        <translation>カウンターを変更</translation>
    </message>
    <message>
        <source>designation</source>
        <comment>action.designation</comment>
        <translation>指定</translation>
    </message>
    <message>
        <source>end effect</source>
        <comment>action.end_effect</comment>
        <translation>効果を終了</translation>
    </message>
    <message>
        <source>end turn</source>
        <comment>action.end_turn</comment>
        <translation>ターンを終了</translation>
    </message>
    <message>
        <source>extra beginning</source>
        <comment>action.extra_beginning</comment>
        <translation>追加の開始フェイズ</translation>
    </message>
    <message>
        <source>extra combat</source>
        <comment>action.extra_combat</comment>
        <translation>追加の戦闘</translation>
    </message>
    <message>
        <source>extra turn</source>
        <comment>action.extra_turn</comment>
        <translation>追加ターン</translation>
    </message>
    <message>
        <source>flip coin</source>
        <comment>action.flip_coin</comment>
        <translation>コイン投げ</translation>
    </message>
    <message>
        <source>goto</source>
        <comment>action.goto</comment>
        <translation>ステップへ移動</translation>
    </message>
    <message>
        <source>leave</source>
        <comment>action.leave</comment>
        <translation>ゲームから退場</translation>
    </message>
    <message>
        <source>life</source>
        <comment>action.life</comment>
        <translation>ライフを変更</translation>
    </message>
    <message>
        <source>move</source>
        <comment>action.move</comment>
        <translation>ゲームを移動</translation>
    </message>
    <message>
        <source>next step</source>
        <comment>action.next_step</comment>
        <translation>次のステップ</translation>
    </message>
    <message>
        <source>next turn</source>
        <comment>action.next_turn</comment>
        <translation>次のターン</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>action.planeswalk</comment>
        <translation>プレインズウォーク</translation>
    </message>
    <message>
        <source>player counter</source>
        <comment>action.player_counter</comment>
        <translation>プレイヤーのカウンターを変更</translation>
    </message>
    <message>
        <source>poison</source>
        <comment>action.poison</comment>
        <translation>毒カウンターを変更</translation>
    </message>
    <message>
        <source>remove</source>
        <comment>action.remove</comment>
        <translation>スタックから取り除く</translation>
    </message>
    <message>
        <source>resolve</source>
        <comment>action.resolve</comment>
        <translation>解決</translation>
    </message>
    <message>
        <source>reverse turn order</source>
        <comment>action.reverse_turn_order</comment>
        <translation>ターン順を逆にする</translation>
    </message>
    <message>
        <source>roll</source>
        <comment>action.roll</comment>
        <translation>次元ダイスを振る</translation>
    </message>
    <message>
        <source>table counter</source>
        <comment>action.table_counter</comment>
        <translation>カウンターを設定（修正）</translation>
    </message>
    <message>
        <source>table planeswalk</source>
        <comment>action.table_planeswalk</comment>
        <translation>プレインズウォーク（修正）</translation>
    </message>
    <message>
        <source>table put</source>
        <comment>action.table_put</comment>
        <translation>カードを移動（修正）</translation>
    </message>
    <message>
        <source>table reveal</source>
        <comment>action.table_reveal</comment>
        <translation>カードを公開（修正）</translation>
    </message>
    <message>
        <source>table shuffle</source>
        <comment>action.table_shuffle</comment>
        <translation>デッキを切り混ぜ（修正）</translation>
    </message>
    <message>
        <source>token</source>
        <comment>action.token</comment>
        <translation>トークン</translation>
    </message>
    <message>
        <source>trigger</source>
        <comment>action.trigger</comment>
        <translation>能力を誘発</translation>
    </message>
    <message>
        <source>{player} must choose {prompt}</source>
        <comment>busy.must_choose</comment>
        <translation>{player}が{prompt}を選ぶ必要があります</translation>
    </message>
    <message>
        <source>{sources:list} triggered</source>
        <comment>busy.triggered</comment>
        <translation>{sources:list}が誘発しました</translation>
    </message>
    <message>
        <source>{text}{card:key}{ability:key}</source>
        <comment>card.ability_text</comment>
        <translation>{text}{card:key}{ability:key}</translation>
    </message>
    <message>
        <source>{text}{card:key}{ability:key}{step:key}{template:key}{fills:key}</source>
        <comment>card.say</comment>
        <translation>{text}{card:key}{ability:key}{step:key}{template:key}{fills:key}</translation>
    </message>
    <message>
        <source>unknown card name {given}</source>
        <comment>card.unknown</comment>
        <translation>不明なカード名 {given}</translation>
    </message>
    <message>
        <source>unknown card name {given}; did you mean {suggestions:or}?</source>
        <comment>card.unknown_suggest</comment>
        <translation>不明なカード名 {given}。{suggestions:or}のことですか？</translation>
    </message>
    <message>
        <source>{card} (#{id})</source>
        <comment>card.with_id</comment>
        <translation>{card}（#{id}）</translation>
    </message>
    <message>
        <source>In what order do {cards:and} go to the bottom of {deck}? The first is nearest the top.</source>
        <comment>choice.bottom_order</comment>
        <translation>{cards:and}をどの順番で{deck}の一番下に置きますか？最初のものが一番上に最も近くなります。</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every card once, nearest the top first, or &quot;keep&quot;: {options:semi}</source>
        <comment>choice.every_card_once</comment>
        <translation>&apos;choose&apos;：全カードを1回ずつ一番上に近いものから並べるか、&quot;keep&quot; を指定してください：{options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list every player once, in the order that receives the life totals as listed: {options:semi}</source>
        <comment>choice.every_player_once</comment>
        <translation>&apos;choose&apos;：全プレイヤーを1回ずつ、表示されたライフ総量を受け取る順に並べてください：{options:semi}</translation>
    </message>
    <message>
        <source>{player} must first choose: {prompt}</source>
        <comment>choice.first</comment>
        <translation>{player}が先に選ぶ必要があります：{prompt}</translation>
    </message>
    <message>
        <source>{player} must first choose the mode of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_mode</comment>
        <translation>{player}が先に{source}の能力（#{id}）のモードを選ぶ必要があります</translation>
    </message>
    <message>
        <source>{player} must first choose the target of {source}&apos;s ability (#{id})</source>
        <comment>choice.first_target</comment>
        <translation>{player}が先に{source}の能力（#{id}）の対象を選ぶ必要があります</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: index {index} is out of range 0-{last}</source>
        <comment>choice.index_out_of_range</comment>
        <translation>&apos;choose&apos;：番号{index}は0～{last}の範囲外です</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: a list choice holds option strings or indexes</source>
        <comment>choice.list_of_options</comment>
        <translation>&apos;choose&apos;：リストの選択には選択肢の文字列か番号を入れます</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: an option is listed twice</source>
        <comment>choice.listed_twice</comment>
        <translation>&apos;choose&apos;：同じ選択肢が2回あります</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right.</source>
        <comment>choice.map_move</comment>
        <translation>{player}、ゲームを上下左右に移動してください。</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right: {reason}.</source>
        <comment>choice.map_move.because</comment>
        <translation>{player}、ゲームを上下左右に移動してください：{reason}。</translation>
    </message>
    <message>
        <source>{player} must first choose where the game moves on the Eternities Map</source>
        <comment>choice.map_move_first</comment>
        <translation>{player}が先に永劫の地図上でのゲームの移動先を選ぶ必要があります</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space.</source>
        <comment>choice.map_move_or_hellride</comment>
        <translation>{player}、ゲームを上下左右に移動するか、斜めの空きマスへヘルライドしてください。</translation>
    </message>
    <message>
        <source>{player}, move the game up, down, left or right, or hellride diagonally onto an empty space: {reason}.</source>
        <comment>choice.map_move_or_hellride.because</comment>
        <translation>{player}、ゲームを上下左右に移動するか、斜めの空きマスへヘルライドしてください：{reason}。</translation>
    </message>
    <message>
        <source>{player}, choose where {cards:and} go: the game moves up, down, left or right, and the cards there are shuffled into the planar deck.</source>
        <comment>choice.map_place</comment>
        <translation>{player}、{cards:and}の置き場所を選んでください：ゲームは上下左右に移動し、そこにあるカードは次元デッキに加えて切り直されます。</translation>
    </message>
    <message>
        <source>there is no choice to make now</source>
        <comment>choice.none</comment>
        <translation>今行う選択はありません</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: {given} is not one of the options: {options:semi}</source>
        <comment>choice.not_an_option</comment>
        <translation>&apos;choose&apos;：{given}は選択肢にありません：{options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: this choice takes one option: {options:semi}</source>
        <comment>choice.one_option</comment>
        <translation>&apos;choose&apos;：この選択では選択肢を1つ選びます：{options:semi}</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: list all {count} options in order, or name the one to resolve first</source>
        <comment>choice.order_all_or_one</comment>
        <translation>&apos;choose&apos;：{count}個の選択肢すべてを順番に並べるか、最初に解決するものを1つ指定してください</translation>
    </message>
    <message>
        <source>the order of {count} triggered abilities you control (list them first to resolve first)</source>
        <comment>choice.order_triggers</comment>
        <translation>あなたがコントロールする{count}個の誘発型能力の順番（最初に解決するものを先に並べる）</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {least} or more, got {given}</source>
        <comment>command.at_least</comment>
        <translation>{cmd!r}：{key!r} は{least}以上でなければなりません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>{cmd!r}: {given} is not a usable file path</source>
        <comment>command.bad_path</comment>
        <translation>{cmd!r}：{given} は使用できるファイルパスではありません</translation>
    </message>
    <message>
        <source>{cmd!r}: {problem}</source>
        <comment>command.bad_value</comment>
        <translation>{cmd!r}：{problem}</translation>
    </message>
    <message>
        <source>the engine can&apos;t apply {action}</source>
        <comment>command.cannot_apply</comment>
        <translation>エンジンは{action}を適用できません</translation>
    </message>
    <message>
        <source>{cmd!r}: {detail}</source>
        <comment>command.cannot_build</comment>
        <translation>{cmd!r}：{detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;kind&apos; must name the counter, e.g. &quot;scroll&quot;</source>
        <comment>command.counter_kind</comment>
        <translation>{cmd!r}：&apos;kind&apos; でカウンターの種類を指定してください（例 &quot;scroll&quot;）</translation>
    </message>
    <message>
        <source>{cmd!r} needs exactly one of &apos;delta&apos; or &apos;set&apos;</source>
        <comment>command.delta_or_set</comment>
        <translation>{cmd!r} には &apos;delta&apos; と &apos;set&apos; のどちらか一方だけが必要です</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be empty</source>
        <comment>command.empty_field</comment>
        <translation>{cmd!r}：{key!r} は空にできません</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes {allowed:list}</source>
        <comment>command.extra_fields</comment>
        <translation>{cmd!r} は{given}を受け付けません。受け付けるのは{allowed:list}です</translation>
    </message>
    <message>
        <source>{cmd!r} does not take {given}; it takes no fields</source>
        <comment>command.extra_fields_none</comment>
        <translation>{cmd!r} は{given}を受け付けません。フィールドは受け付けません</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {value!r}</source>
        <comment>command.field_bool</comment>
        <translation>{cmd!r}：{key!r} は{types:orwords}でなければなりません（受け取った値：{value!r}）</translation>
    </message>
    <message>
        <source>{cmd!r} needs {key!r}</source>
        <comment>command.field_missing</comment>
        <translation>{cmd!r} には {key!r} が必要です</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be {types:orwords}, got {given}</source>
        <comment>command.field_type</comment>
        <translation>{cmd!r}：{key!r} は{types:orwords}でなければなりません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>internal error: {kind}: {detail}</source>
        <comment>command.internal_error</comment>
        <translation>内部エラー：{kind}：{detail}</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} has {length} entries; at most {limit} are allowed</source>
        <comment>command.list_too_long</comment>
        <translation>{cmd!r}：{key} は{length}項目あります。最大{limit}項目までです</translation>
    </message>
    <message>
        <source>malformed JSON: {detail} {where}</source>
        <comment>command.malformed_json</comment>
        <translation>不正なJSON：{detail} {where}</translation>
    </message>
    <message>
        <source>{cmd!r} needs a &apos;path&apos; string</source>
        <comment>command.needs_path</comment>
        <translation>{cmd!r} には文字列の &apos;path&apos; が必要です</translation>
    </message>
    <message>
        <source>a command needs a &quot;cmd&quot; string</source>
        <comment>command.no_cmd</comment>
        <translation>コマンドには文字列の &quot;cmd&quot; が必要です</translation>
    </message>
    <message>
        <source>{cmd!r} takes no fields; got {given}</source>
        <comment>command.no_fields</comment>
        <translation>{cmd!r} はフィールドを受け付けません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>no game yet: start one with {{&quot;cmd&quot;: &quot;new&quot;, ...}} or load a save</source>
        <comment>command.no_game</comment>
        <translation>まだゲームがありません：{{&quot;cmd&quot;: &quot;new&quot;, ...}} で開始するか、セーブを読み込んでください</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be a list of strings</source>
        <comment>command.not_names</comment>
        <translation>{cmd!r}：{key} は文字列のリストでなければなりません</translation>
    </message>
    <message>
        <source>a command must be a JSON object like {{&quot;cmd&quot;: &quot;{example}&quot;}}</source>
        <comment>command.not_object</comment>
        <translation>コマンドは {{&quot;cmd&quot;: &quot;{example}&quot;}} のようなJSONオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must be one of {allowed:list}; got {given}</source>
        <comment>command.not_one_of</comment>
        <translation>{cmd!r}：{key!r} は{allowed:list}のいずれかでなければなりません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>{cmd!r} takes only &apos;path&apos;</source>
        <comment>command.only_path</comment>
        <translation>{cmd!r} が受け付けるのは &apos;path&apos; だけです</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} must be within ±{limit:,}, got {given}</source>
        <comment>command.out_of_range</comment>
        <translation>{cmd!r}：{key} は±{limit:,}の範囲内でなければなりません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>&apos;rulings&apos; takes a &apos;card&apos; name</source>
        <comment>command.rulings_need_card</comment>
        <translation>&apos;rulings&apos; には &apos;card&apos; の名前が必要です</translation>
    </message>
    <message>
        <source>{problem:cap}.</source>
        <comment>command.sentence</comment>
        <translation>{problem:cap}。</translation>
    </message>
    <message>
        <source>{cmd!r}: {key} is {length} characters long; at most {limit} are allowed</source>
        <comment>command.text_too_long</comment>
        <translation>{cmd!r}：{key} は{length}文字です。最大{limit}文字までです</translation>
    </message>
    <message>
        <source>unknown command {given}</source>
        <comment>command.unknown</comment>
        <translation>不明なコマンド {given}</translation>
    </message>
    <message>
        <source>{given} is not a usable file path ({detail})</source>
        <comment>command.unusable_path</comment>
        <translation>{given} は使用できるファイルパスではありません（{detail}）</translation>
    </message>
    <message>
        <source>{cmd!r}: {key!r} must not be 0</source>
        <comment>command.zero</comment>
        <translation>{cmd!r}：{key!r} は0にできません</translation>
    </message>
    <message>
        <source>{player}&apos;s commanders need names of 1-{most} characters without &apos;/&apos;</source>
        <comment>commander.bad_names</comment>
        <translation>{player}の統率者名は &apos;/&apos; を含まない1～{most}文字でなければなりません</translation>
    </message>
    <message>
        <source>{commander} has been cast {count:,} times; that is past any real game</source>
        <comment>commander.cast_too_often</comment>
        <translation>{commander}は{count:,}回唱えられています。実際のゲームではありえない回数です</translation>
    </message>
    <message>
        <source>{player} has taken {taken} damage from {owner}/{commander}; can&apos;t take away {amount}</source>
        <comment>commander.damage_below_zero</comment>
        <translation>{player}が{owner}/{commander}から受けたダメージは{taken}点です。{amount}点は減らせません</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; names the dealing player &apos;from&apos;</source>
        <comment>commander.damage_from_not_source</comment>
        <translation>&apos;commander_damage&apos; ではダメージを与えたプレイヤーを &apos;from&apos; で指定します</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by a teammate&apos;s commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_mate</comment>
        <translation>{player}はチームメイトの統率者から統率者ダメージを受けません。903.10aで数えるのは対戦相手の統率者からのダメージです</translation>
    </message>
    <message>
        <source>&apos;commander_damage&apos; needs &apos;from&apos; (the commander&apos;s owner)</source>
        <comment>commander.damage_needs_from</comment>
        <translation>&apos;commander_damage&apos; には &apos;from&apos;（統率者のオーナー）が必要です</translation>
    </message>
    <message>
        <source>{player} can&apos;t be dealt commander damage by their own commander; 903.10a counts damage from opponents&apos; commanders</source>
        <comment>commander.damage_own</comment>
        <translation>{player}は自分の統率者から統率者ダメージを受けません。903.10aで数えるのは対戦相手の統率者からのダメージです</translation>
    </message>
    <message>
        <source>{player} has {count} commanders; a player has one, or two partners (or a background)</source>
        <comment>commander.how_many</comment>
        <translation>{player}の統率者は{count}体です。統率者は1体、またはパートナー2体（または背景）です</translation>
    </message>
    <message>
        <source>{player} has two commanders ({commanders:list}); name one with &apos;commander&apos;</source>
        <comment>commander.name_one</comment>
        <translation>{player}には統率者が2体います（{commanders:list}）。&apos;commander&apos; で1体を指定してください</translation>
    </message>
    <message>
        <source>this game has no commanders; start it in the commander format or name them with &apos;commanders&apos; (903)</source>
        <comment>commander.none_in_game</comment>
        <translation>このゲームには統率者がいません。統率者戦フォーマットで始めるか、&apos;commanders&apos; で指定してください（903）</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names {given}, who is not one of the players ({players:list})</source>
        <comment>commander.not_a_player</comment>
        <translation>&apos;commanders&apos; の{given}はプレイヤー（{players:list}）の1人ではありません</translation>
    </message>
    <message>
        <source>&apos;commanders&apos; names a player twice</source>
        <comment>commander.player_twice</comment>
        <translation>&apos;commanders&apos; に同じプレイヤーが2回あります</translation>
    </message>
    <message>
        <source>{player}&apos;s two commanders need different names</source>
        <comment>commander.same_names</comment>
        <translation>{player}の2体の統率者は異なる名前でなければなりません</translation>
    </message>
    <message>
        <source>{player} has no commander named {given}; their commanders: {commanders:list}</source>
        <comment>commander.unknown</comment>
        <translation>{player}に{given}という統率者はいません。統率者：{commanders:list}</translation>
    </message>
    <message>
        <source>{card} has {value:,} {kind} {value:plural:counter|counters}</source>
        <comment>correction.counters</comment>
        <translation>{card}の{kind}{value:plural:カウンター|カウンター}は{value:,}個</translation>
    </message>
    <message>
        <source>{card} has no {kind} counters</source>
        <comment>correction.counters_none</comment>
        <translation>{card}に{kind}カウンターはありません</translation>
    </message>
    <message>
        <source>{given} is face up; table_planeswalk turns up a card in a planar deck</source>
        <comment>correction.face_up.table_planeswalk</comment>
        <translation>{given}は表向きです。table_planeswalk は次元デッキ内のカードを表向きにします</translation>
    </message>
    <message>
        <source>{given} is face up; table_put moves a card in a planar deck</source>
        <comment>correction.face_up.table_put</comment>
        <translation>{given}は表向きです。table_put は次元デッキ内のカードを移動します</translation>
    </message>
    <message>
        <source>{given} is in no planar deck</source>
        <comment>correction.in_no_deck</comment>
        <translation>{given}はどの次元デッキにもありません</translation>
    </message>
    <message>
        <source>{card} left the game with its owner, {owner}</source>
        <comment>correction.left_with_owner</comment>
        <translation>{card}はオーナーの{owner}と共にゲームから離れました</translation>
    </message>
    <message>
        <source>this game has no shared planar deck; name a player&apos;s deck</source>
        <comment>correction.no_shared_deck</comment>
        <translation>このゲームに共有次元デッキはありません。プレイヤーのデッキを指定してください</translation>
    </message>
    <message>
        <source>{given} is not in {deck}</source>
        <comment>correction.not_in_deck</comment>
        <translation>{given}は{deck}にありません</translation>
    </message>
    <message>
        <source>{player} planeswalks to {card} (the table says so)</source>
        <comment>correction.planeswalks</comment>
        <translation>{player}が{card}へプレインズウォークする（テーブルの判断）</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>correction.put_on_bottom</comment>
        <translation>{card}を{deck}の一番下に置く</translation>
    </message>
    <message>
        <source>{card} goes on top of {deck}</source>
        <comment>correction.put_on_top</comment>
        <translation>{card}を{deck}の一番上に置く</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} card(s); can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation type="vanished">&apos;table_reveal&apos;：{deck}のカードは{count}枚です。{n}枚は公開できません</translation>
    </message>
    <message>
        <source>{player} reveals {n:plural:the top card|the top {n} cards} of {deck}</source>
        <comment>correction.reveals</comment>
        <translation>{player}が{deck}の{n:plural:一番上のカード|一番上から{n}枚のカード}を公開する</translation>
    </message>
    <message>
        <source>{deck:cap} is shuffled</source>
        <comment>correction.shuffled</comment>
        <translation>{deck:cap}を切り直す</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} counter(s); can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation type="vanished">{owner}の{kind}カウンターは{count}個です。{remove}個は取り除けません</translation>
    </message>
    <message>
        <source>{given} is face up more than once ({shown:list}); name it by id</source>
        <comment>counter.face_up_twice</comment>
        <translation>{given}は複数表向きになっています（{shown:list}）。IDで指定してください</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: {shown:list}</source>
        <comment>counter.not_face_up</comment>
        <translation>{given}は表向きではありません。表向きなのは{shown:list}です</translation>
    </message>
    <message>
        <source>{given} is not face up; face up: nothing</source>
        <comment>counter.not_face_up_nothing</comment>
        <translation>{given}は表向きではありません。表向きのものはありません</translation>
    </message>
    <message>
        <source>{player} has {count} poison counter(s); can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation type="vanished">{player}の毒カウンターは{count}個です。0未満にはできません</translation>
    </message>
    <message>
        <source>{player} has {count} {token} token(s); {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation type="vanished">{player}の{token}トークンは{count}個です。{leave}個は離れられません</translation>
    </message>
    <message>
        <source>The Eternities Map&apos;s planar deck</source>
        <comment>deck.Map</comment>
        <translation>永劫の地図の次元デッキ</translation>
    </message>
    <message>
        <source>The shared planar deck</source>
        <comment>deck.Shared</comment>
        <translation>共有次元デッキ</translation>
    </message>
    <message>
        <source>holds {cards:list} more than once; each card must have a different English name</source>
        <comment>deck.duplicates</comment>
        <translation>{cards:list}が複数あります。各カードは異なる英語名でなければなりません</translation>
    </message>
    <message>
        <source>{whose} {problems:andit}</source>
        <comment>deck.illegal</comment>
        <translation>{whose}は{problems:andit}</translation>
    </message>
    <message>
        <source>line {line}: {problem}</source>
        <comment>deck.line_problem</comment>
        <translation>{line}行目：{problem}</translation>
    </message>
    <message>
        <source>line {line}: {given} copies of one card; at most {most} are read, and a planar deck holds each card once (901.3)</source>
        <comment>deck.line_too_many_copies</comment>
        <translation>{line}行目：1枚のカードが{given}枚あります。読み込むのは最大{most}枚で、次元デッキには各カードが1枚ずつです（901.3）</translation>
    </message>
    <message>
        <source>{problems:semi}</source>
        <comment>deck.list_problems</comment>
        <translation>{problems:semi}</translation>
    </message>
    <message>
        <source>{problems:semi}; and {more} more lines</source>
        <comment>deck.list_problems_more</comment>
        <translation>{problems:semi}。ほか{more}行</translation>
    </message>
    <message>
        <source>the deck list is {length:,} characters long; at most {limit:,} are read</source>
        <comment>deck.list_too_long</comment>
        <translation>デッキリストは{length:,}文字です。読み込むのは最大{limit:,}文字です</translation>
    </message>
    <message>
        <source>the deck list has {lines:,} lines; at most {limit:,} are read</source>
        <comment>deck.list_too_many_lines</comment>
        <translation>デッキリストは{lines:,}行です。読み込むのは最大{limit:,}行です</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck</source>
        <comment>deck.owned</comment>
        <translation>{owner}の次元デッキ</translation>
    </message>
    <message>
        <source>the shared planar deck</source>
        <comment>deck.shared</comment>
        <translation>共有次元デッキ</translation>
    </message>
    <message>
        <source>a deck needs at least one card, not {size}</source>
        <comment>deck.size_below_one</comment>
        <translation>デッキには最低1枚のカードが必要です（{size}ではなく）</translation>
    </message>
    <message>
        <source>the chosen sets hold too few cards for a deck of {size}</source>
        <comment>deck.too_few_in_sets</comment>
        <translation>選んだセットには{size}枚のデッキに足りるカードがありません</translation>
    </message>
    <message>
        <source>has {count} {count:plural:phenomenon|phenomena} ({cards:list}); at most {most} are allowed</source>
        <comment>deck.too_many_phenomena</comment>
        <translation>現象が{count}{count:plural:枚|枚}あります（{cards:list}）。最大{most}枚までです</translation>
    </message>
    <message>
        <source>has {size} {size:plural:card|cards}; it needs at least {minimum}</source>
        <comment>deck.too_small</comment>
        <translation>カードが{size}{size:plural:枚|枚}です。最低{minimum}枚必要です</translation>
    </message>
    <message>
        <source>{owner}: {problems:semi}</source>
        <comment>deck.unknown_cards</comment>
        <translation>{owner}：{problems:semi}</translation>
    </message>
    <message>
        <source>unknown set {given:list}; the sets are {sets:list}</source>
        <comment>deck.unknown_sets</comment>
        <translation>不明なセット {given:list}。セットは{sets:list}です</translation>
    </message>
    <message>
        <source>down</source>
        <comment>direction.down</comment>
        <translation>下</translation>
    </message>
    <message>
        <source>down left</source>
        <comment>direction.down_left</comment>
        <translation>左下</translation>
    </message>
    <message>
        <source>down right</source>
        <comment>direction.down_right</comment>
        <translation>右下</translation>
    </message>
    <message>
        <source>left</source>
        <comment>direction.left</comment>
        <translation>左</translation>
    </message>
    <message>
        <source>right</source>
        <comment>direction.right</comment>
        <translation>右</translation>
    </message>
    <message>
        <source>up</source>
        <comment>direction.up</comment>
        <translation>上</translation>
    </message>
    <message>
        <source>up left</source>
        <comment>direction.up_left</comment>
        <translation>左上</translation>
    </message>
    <message>
        <source>up right</source>
        <comment>direction.up_right</comment>
        <translation>右上</translation>
    </message>
    <message>
        <source>&apos;add_effect&apos;: an effect until your next turn needs &apos;player&apos;</source>
        <comment>effect.next_turn_needs_player</comment>
        <translation>&apos;add_effect&apos;：あなたの次のターンまで続く効果には &apos;player&apos; が必要です</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: {ids:ids}</source>
        <comment>effect.unknown</comment>
        <translation>有効な効果#{id}はありません。有効な効果：{ids:ids}</translation>
    </message>
    <message>
        <source>no active effect #{id}; active effects: none</source>
        <comment>effect.unknown_none</comment>
        <translation>有効な効果#{id}はありません。有効な効果：なし</translation>
    </message>
    <message>
        <source>{source} leaves the stack: {reason}</source>
        <comment>event.ability_removed</comment>
        <translation>{source}がスタックから取り除かれる：{reason}</translation>
    </message>
    <message>
        <source>{source} resolves</source>
        <comment>event.ability_resolved</comment>
        <translation>{source}が解決される</translation>
    </message>
    <message>
        <source>{source} triggers ({reason}), controlled by {controller}</source>
        <comment>event.ability_triggered</comment>
        <translation>{source}が誘発（{reason}）、コントローラーは{controller}</translation>
    </message>
    <message>
        <source>{card}: {count} {count:plural:ruling|rulings}</source>
        <comment>event.card_info</comment>
        <translation>{card}：裁定{count}{count:plural:件|件}</translation>
    </message>
    <message>
        <source>{card} goes to the bottom of {deck}</source>
        <comment>event.card_to_bottom</comment>
        <translation>{card}を{deck}の一番下に置く</translation>
    </message>
    <message>
        <source>Face up: {card} (from {deck})</source>
        <comment>event.card_turned_face_up</comment>
        <translation>表向き：{card}（{deck}から）</translation>
    </message>
    <message>
        <source>Encountered: {card} (from {deck})</source>
        <comment>event.card_turned_face_up.phenomenon</comment>
        <translation>遭遇：{card}（{deck}から）</translation>
    </message>
    <message>
        <source>Revealed from {deck}: {cards:list}</source>
        <comment>event.cards_revealed</comment>
        <translation>{deck}から公開：{cards:list}</translation>
    </message>
    <message>
        <source>Revealed from {deck}: nothing</source>
        <comment>event.cards_revealed.nothing</comment>
        <translation>{deck}から公開：なし</translation>
    </message>
    <message>
        <source>Chaos ensues</source>
        <comment>event.chaos_ensued</comment>
        <translation>カオスが起こる</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <comment>event.chaos_ensued.card</comment>
        <translation>{card}でカオスが起こる</translation>
    </message>
    <message>
        <source>{player}&apos;s choice for {source} is cancelled: {reason}</source>
        <comment>event.choice_cancelled</comment>
        <translation>{source}に対する{player}の選択は取り消された：{reason}</translation>
    </message>
    <message>
        <source>{player} chose: {choice:then}</source>
        <comment>event.choice_made</comment>
        <translation>{player}が選んだ：{choice:then}</translation>
    </message>
    <message>
        <source>{player} must choose: {prompt}</source>
        <comment>event.choice_requested</comment>
        <translation>{player}が選ぶ：{prompt}</translation>
    </message>
    <message>
        <source>{player} flips a coin: lost</source>
        <comment>event.coin_flipped.lost</comment>
        <translation>{player}がコインを投げる：負け</translation>
    </message>
    <message>
        <source>{player} flips a coin: won</source>
        <comment>event.coin_flipped.won</comment>
        <translation>{player}がコインを投げる：勝ち</translation>
    </message>
    <message>
        <source>{player} cast {commander} from the command zone (cast {casts} {casts:plural:time|times}); 903.8: it costs {{{next_tax}}} more next time</source>
        <comment>event.commander_cast</comment>
        <translation>{player}が統率領域から{commander}を唱えた（{casts}{casts:plural:回目|回目}）。903.8：次は{{{next_tax}}}多くかかる</translation>
    </message>
    <message>
        <source>{owner}&apos;s {commander} dealt {amount} combat damage to {player} ({total} in all)</source>
        <comment>event.commander_damaged</comment>
        <translation>{owner}の{commander}が{player}に戦闘ダメージを{amount}点与えた（合計{total}点）</translation>
    </message>
    <message>
        <source>Corrected: {amount} less damage from {owner}&apos;s {commander} to {player} ({total} in all)</source>
        <comment>event.commander_damaged.corrected</comment>
        <translation>修正：{owner}の{commander}から{player}へのダメージを{amount}点減らした（合計{total}点）</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation type="vanished">{card}に{kind}カウンターが{n}個置かれる：現在{count}個</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} counter(s): now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation type="vanished">{card}から{kind}カウンターが{n}個取り除かれる：現在{count}個</translation>
    </message>
    <message>
        <source>{player}: {designations:list}</source>
        <comment>event.designation_changed</comment>
        <translation>{player}：{designations:list}</translation>
    </message>
    <message>
        <source>{player}: no designations</source>
        <comment>event.designation_changed.none</comment>
        <translation>{player}：指定なし</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}): {face}</source>
        <comment>event.die_rolled</comment>
        <translation>{roller}が次元ダイスを振った（{how}、{source}）：{face}</translation>
    </message>
    <message>
        <source>{roller} rolled the planar die ({how}, {source}, confidence {confidence:.2f}): {face}</source>
        <comment>event.die_rolled.confidence</comment>
        <translation>{roller}が次元ダイスを振った（{how}、{source}、確信度{confidence:.2f}）：{face}</translation>
    </message>
    <message>
        <source>Effect: {text} (until {until:words})</source>
        <comment>event.effect_began</comment>
        <translation>効果：{text}（{until:words}まで）</translation>
    </message>
    <message>
        <source>Effect ends ({reason}): {text}</source>
        <comment>event.effect_ended</comment>
        <translation>効果終了（{reason}）：{text}</translation>
    </message>
    <message>
        <source>{player} will take an extra turn after this one</source>
        <comment>event.extra_turn_added</comment>
        <translation>{player}はこのターンの後に追加のターンを行う</translation>
    </message>
    <message>
        <source>Game over: {winner} wins</source>
        <comment>event.game_over</comment>
        <translation>ゲーム終了：{winner}の勝利</translation>
    </message>
    <message>
        <source>Game over: nobody is left</source>
        <comment>event.game_over.nobody</comment>
        <translation>ゲーム終了：誰も残っていません</translation>
    </message>
    <message>
        <source>Game over: {team:team} win</source>
        <comment>event.game_over.team</comment>
        <translation>ゲーム終了：{team:team}の勝利</translation>
    </message>
    <message>
        <source>New game: {players:list} with a planar deck each; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started</comment>
        <translation>新しいゲーム：{players:list}、各自の次元デッキ。{starting_player}から開始（シード{seed}）</translation>
    </message>
    <message>
        <source>New game: {players:list} with one shared planar deck; {starting_player} starts (seed {seed})</source>
        <comment>event.game_started.shared</comment>
        <translation>新しいゲーム：{players:list}、共有次元デッキ1つ。{starting_player}から開始（シード{seed}）</translation>
    </message>
    <message>
        <source>{player}: {text}</source>
        <comment>event.instruction</comment>
        <translation>{player}：{text}</translation>
    </message>
    <message>
        <source>{player}&apos;s life: {old} → {new}</source>
        <comment>event.life_changed</comment>
        <translation>{player}のライフ：{old} → {new}</translation>
    </message>
    <message>
        <source>Loaded {path}</source>
        <comment>event.loaded</comment>
        <translation>{path}を読み込みました</translation>
    </message>
    <message>
        <source>{names:list} {count:plural:is|are} collected from the Eternities Map and shuffled into the planar deck</source>
        <comment>event.map_collected</comment>
        <translation>{names:list}が永劫の地図から回収{count:plural:され|され}、次元デッキに加えて切り直される</translation>
    </message>
    <message>
        <source>{name} is dealt onto the Eternities Map at ({x}, {y})</source>
        <comment>event.map_dealt</comment>
        <translation>{name}が永劫の地図の({x}, {y})に配られる</translation>
    </message>
    <message>
        <source>{player} moves {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved</comment>
        <translation>{player}が永劫の地図上で{direction:dir}へ移動：({from_x}, {from_y}) → ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>{player} hellrides {direction:dir} on the Eternities Map, from ({from_x}, {from_y}) to ({to_x}, {to_y})</source>
        <comment>event.map_moved.hellride</comment>
        <translation>{player}が永劫の地図上で{direction:dir}へヘルライド：({from_x}, {from_y}) → ({to_x}, {to_y})</translation>
    </message>
    <message>
        <source>Additional {phases} after this phase</source>
        <comment>event.phases_added</comment>
        <translation>このフェイズの後に追加の{phases}</translation>
    </message>
    <message>
        <source>{new} is now the planar controller ({rule})</source>
        <comment>event.planar_controller_changed</comment>
        <translation>{new}が次元コントローラーになる（{rule}）</translation>
    </message>
    <message>
        <source>{player} planeswalks from {away:list} to {to}</source>
        <comment>event.planeswalked</comment>
        <translation>{player}が{away:list}から{to}へプレインズウォークする</translation>
    </message>
    <message>
        <source>{player} planeswalks from nothing to {to}</source>
        <comment>event.planeswalked.from_nothing</comment>
        <translation>{player}が{to}へプレインズウォークする（移動元なし）</translation>
    </message>
    <message>
        <source>{source} selects {player} at random</source>
        <comment>event.player_chosen_at_random</comment>
        <translation>{source}が無作為に{player}を選ぶ</translation>
    </message>
    <message>
        <source>The app selects {player} at random</source>
        <comment>event.player_chosen_at_random.by_app</comment>
        <translation>アプリが無作為に{player}を選ぶ</translation>
    </message>
    <message>
        <source>{player}&apos;s {kind} counters: {old} → {new}</source>
        <comment>event.player_counters_changed</comment>
        <translation>{player}の{kind}カウンター：{old} → {new}</translation>
    </message>
    <message>
        <source>{player} would lose the game ({reason}): the table confirms</source>
        <comment>event.player_flagged</comment>
        <translation>{player}はゲームに敗北する状態です（{reason}）：テーブルが確定します</translation>
    </message>
    <message>
        <source>{player} leaves the game</source>
        <comment>event.player_left</comment>
        <translation>{player}がゲームから退場する</translation>
    </message>
    <message>
        <source>{player} leaves the game; their planar cards leave with them ({count})</source>
        <comment>event.player_left.cards</comment>
        <translation>{player}がゲームから退場する。その次元カードも一緒に離れる（{count}枚）</translation>
    </message>
    <message>
        <source>Redone: {action}</source>
        <comment>event.redone</comment>
        <translation>やり直した：{action}</translation>
    </message>
    <message>
        <source>Saved to {path}</source>
        <comment>event.saved</comment>
        <translation>{path}に保存しました</translation>
    </message>
    <message>
        <source>103.7: {card} is a phenomenon; it goes to the bottom without triggering</source>
        <comment>event.setup_phenomenon_skipped</comment>
        <translation>103.7：{card}は現象なので、誘発せずに一番下に置かれます</translation>
    </message>
    <message>
        <source>Starting plane: {card} (no abilities trigger, 901.5)</source>
        <comment>event.starting_plane</comment>
        <translation>開始時の次元：{card}（能力は誘発しません、901.5）</translation>
    </message>
    <message>
        <source>{player}&apos;s {step:step}</source>
        <comment>event.step_began</comment>
        <translation>{player}の{step:step}</translation>
    </message>
    <message>
        <source>Stopped at the {step:step}: {reason}</source>
        <comment>event.stopped</comment>
        <translation>{step:step}で停止：{reason}</translation>
    </message>
    <message>
        <source>Table correction: {text}</source>
        <comment>event.table_correction</comment>
        <translation>テーブル修正：{text}</translation>
    </message>
    <message>
        <source>{player} chose {choice:list} as the target of {ability}</source>
        <comment>event.target_chosen</comment>
        <translation>{player}が{ability}の対象として{choice:list}を選んだ</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s): {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation type="vanished">{player}が{name}トークンを{n}個生成：合計{count}個</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} token(s) (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation type="vanished">{player}が{name}トークンを{n}個生成（セレズニアの屋根庭で2倍）：合計{count}個</translation>
    </message>
    <message>
        <source>&apos;table_reveal&apos;: {deck} has {count} {count:plural:card|cards}; can&apos;t reveal {n}</source>
        <comment>correction.reveal_too_many</comment>
        <translation>&apos;table_reveal&apos;：{deck}の{count:plural:カード|カード}は{count}枚です。{n}枚は公開できません</translation>
    </message>
    <message>
        <source>{owner} has {count} {kind} {count:plural:counter|counters}; can&apos;t remove {remove}</source>
        <comment>counter.cannot_remove</comment>
        <translation>{owner}の{kind}{count:plural:カウンター|カウンター}は{count}個です。{remove}個は取り除けません</translation>
    </message>
    <message>
        <source>{player} has {count} poison {count:plural:counter|counters}; can&apos;t go below 0</source>
        <comment>counter.poison_below_zero</comment>
        <translation>{player}の毒{count:plural:カウンター|カウンター}は{count}個です。0未満にはできません</translation>
    </message>
    <message>
        <source>{player} has {count} {token} {count:plural:token|tokens}; {leave} can&apos;t leave</source>
        <comment>counter.tokens_cannot_leave</comment>
        <translation>{player}の{token}{count:plural:トークン|トークン}は{count}個です。{leave}個は離れられません</translation>
    </message>
    <message>
        <source>{card} gets {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.gets</comment>
        <translation>{card}に{kind}{n:plural:カウンター|カウンター}が{n}個置かれる：現在{count}個</translation>
    </message>
    <message>
        <source>{card} loses {n} {kind} {n:plural:counter|counters}: now {count}</source>
        <comment>event.counters_changed.loses</comment>
        <translation>{card}から{kind}{n:plural:カウンター|カウンター}が{n}個取り除かれる：現在{count}個</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens}: {count} in all</source>
        <comment>event.tokens_created</comment>
        <translation>{player}が{name}{n:plural:トークン|トークン}を{n}個生成：合計{count}個</translation>
    </message>
    <message>
        <source>{player} creates {n} {name} {n:plural:token|tokens} (doubled by Selesnya Loft Gardens): {count} in all</source>
        <comment>event.tokens_created.doubled</comment>
        <translation>{player}が{name}{n:plural:トークン|トークン}を{n}個生成（セレズニアの屋根庭で2倍）：合計{count}個</translation>
    </message>
    <message>
        <source>{player}&apos;s {name} tokens: {n} left the battlefield, {count} remain</source>
        <comment>event.tokens_left</comment>
        <translation>{player}の{name}トークン：{n}個が戦場を離れ、{count}個が残る</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s turn</source>
        <comment>event.turn_began</comment>
        <translation>ターン{turn}：{player}のターン</translation>
    </message>
    <message>
        <source>Turn {turn}: {player}&apos;s extra turn</source>
        <comment>event.turn_began.extra</comment>
        <translation>ターン{turn}：{player}の追加ターン</translation>
    </message>
    <message>
        <source>The turn ends (723): {player}&apos;s turn skips to its cleanup step</source>
        <comment>event.turn_ended</comment>
        <translation>ターンを終了する（723）：{player}のターンはクリンナップ・ステップへ飛ぶ</translation>
    </message>
    <message>
        <source>Turn order reversed: {order:arrow}</source>
        <comment>event.turn_order_reversed</comment>
        <translation>ターン順が逆転：{order:arrow}</translation>
    </message>
    <message>
        <source>Undone: {action}</source>
        <comment>event.undone</comment>
        <translation>元に戻した：{action}</translation>
    </message>
    <message>
        <source>at character {at}</source>
        <comment>input.at_character</comment>
        <translation>{at}文字目</translation>
    </message>
    <message>
        <source>at the end of {what}</source>
        <comment>input.at_end</comment>
        <translation>{what}の末尾</translation>
    </message>
    <message>
        <source>{name} is not a number this input may hold</source>
        <comment>input.constant</comment>
        <translation>{name} はこの入力に使える数値ではありません</translation>
    </message>
    <message>
        <source>{what}: {problem}</source>
        <comment>input.in</comment>
        <translation>{what}：{problem}</translation>
    </message>
    <message>
        <source>{what} must be a number, not {given}</source>
        <comment>input.not_a_number</comment>
        <translation>{what}は数値でなければなりません（{given}ではなく）</translation>
    </message>
    <message>
        <source>{what} is not valid JSON: {detail} {where}</source>
        <comment>input.not_json</comment>
        <translation>{what}は有効なJSONではありません：{detail} {where}</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode</source>
        <comment>input.not_unicode</comment>
        <translation>{what}に有効なUnicodeでないテキストが含まれています</translation>
    </message>
    <message>
        <source>{what} holds text that is not valid Unicode: {given}</source>
        <comment>input.not_unicode_quoted</comment>
        <translation>{what}に有効なUnicodeでないテキストが含まれています：{given}</translation>
    </message>
    <message>
        <source>{what} is not UTF-8 text (a bad byte at {at})</source>
        <comment>input.not_utf8</comment>
        <translation>{what}はUTF-8テキストではありません（{at}バイト目が不正）</translation>
    </message>
    <message>
        <source>{what} must be a whole number from {low} to {high}, not {given}</source>
        <comment>input.not_whole_number</comment>
        <translation>{what}は{low}から{high}までの整数でなければなりません（{given}ではなく）</translation>
    </message>
    <message>
        <source>{what} must be from {low:g} to {high:g}, not {given}</source>
        <comment>input.not_within</comment>
        <translation>{what}は{low:g}から{high:g}まででなければなりません（{given}ではなく）</translation>
    </message>
    <message>
        <source>the number {given} is too large</source>
        <comment>input.number_too_large</comment>
        <translation>数値 {given} は大きすぎます</translation>
    </message>
    <message>
        <source>the deck list</source>
        <comment>input.the_deck_list</comment>
        <translation>デッキリスト</translation>
    </message>
    <message>
        <source>the file</source>
        <comment>input.the_file</comment>
        <translation>そのファイル</translation>
    </message>
    <message>
        <source>the line</source>
        <comment>input.the_line</comment>
        <translation>その行</translation>
    </message>
    <message>
        <source>{what} nests arrays or objects more than {limit} deep</source>
        <comment>input.too_deep</comment>
        <translation>{what}の配列やオブジェクトの入れ子が{limit}段を超えています</translation>
    </message>
    <message>
        <source>{what} is longer than {limit} bytes</source>
        <comment>input.too_long</comment>
        <translation>{what}は{limit}バイトを超えています</translation>
    </message>
    <message>
        <source>{what} is {size} bytes; at most {limit} are read</source>
        <comment>input.too_many_bytes</comment>
        <translation>{what}は{size}バイトです。読み込むのは最大{limit}バイトです</translation>
    </message>
    <message>
        <source>the number {given} has more than {digits} digits</source>
        <comment>input.too_many_digits</comment>
        <translation>数値 {given} は{digits}桁を超えています</translation>
    </message>
    <message>
        <source>{what} can&apos;t be read: {detail}</source>
        <comment>input.unreadable</comment>
        <translation>{what}を読み込めません：{detail}</translation>
    </message>
    <message>
        <source>{card} isn&apos;t face up: its {kind} counter counts for this ability only</source>
        <comment>instruction.counter_not_face_up</comment>
        <translation>{card}は表向きではありません：その{kind}カウンターはこの能力にのみ数えます</translation>
    </message>
    <message>
        <source>The game can&apos;t move on the Eternities Map: the planar deck has no card to deal</source>
        <comment>instruction.map_stuck</comment>
        <translation>ゲームは永劫の地図上で移動できません：次元デッキに配るカードがありません</translation>
    </message>
    <message>
        <source>It isn&apos;t a main phase, so there is no additional combat phase</source>
        <comment>instruction.no_extra_combat</comment>
        <translation>メイン・フェイズではないので、追加の戦闘フェイズはありません</translation>
    </message>
    <message>
        <source>701.31a: only the planar controller ({controller}) may planeswalk, so {roller}&apos;s planeswalking ability does nothing</source>
        <comment>instruction.not_planar_controller</comment>
        <translation>701.31a：プレインズウォークできるのは次元コントローラー（{controller}）だけなので、{roller}のプレインズウォーク能力は何もしない</translation>
    </message>
    <message>
        <source>901.8: {roller}&apos;s planeswalking ability resolves; 701.31a: only the planar controller may planeswalk, so {player} planeswalks for the team</source>
        <comment>instruction.team_planeswalks</comment>
        <translation>901.8：{roller}のプレインズウォーク能力が解決される。701.31a：プレインズウォークできるのは次元コントローラーだけなので、{player}がチームのためにプレインズウォークする</translation>
    </message>
    <message>
        <source>103.8b: the team that goes first skips the draw step of its first turn</source>
        <comment>instruction.team_skips_draw</comment>
        <translation>103.8b：先攻のチームは最初のターンのドロー・ステップを飛ばす</translation>
    </message>
    <message>
        <source>The game can&apos;t move {direction:dir}: the planar deck has no card to deal there; move {options:list}.</source>
        <comment>map.cannot_move</comment>
        <translation>ゲームは{direction:dir}へ移動できません：次元デッキにそこへ配るカードがありません。{options:list}へ移動してください。</translation>
    </message>
    <message>
        <source>You can hellride only onto an empty space; {direction:Dir} holds {cards:and}.</source>
        <comment>map.hellride_not_empty</comment>
        <translation>ヘルライドできるのは空きマスだけです。{direction:Dir}には{cards:and}があります。</translation>
    </message>
    <message>
        <source>The Eternities Map uses one planar deck of every plane in the pool (901.15); give shared_deck.</source>
        <comment>map.needs_shared_deck</comment>
        <translation>永劫の地図ではプール内のすべての次元による次元デッキ1つを使います（901.15）。shared_deck を指定してください。</translation>
    </message>
    <message>
        <source>{cards:and} go into the space the game moves to: move up, down, left or right; you can&apos;t hellride now.</source>
        <comment>map.no_hellride_with_cards</comment>
        <translation>{cards:and}はゲームの移動先のマスに置かれます。上下左右に移動してください。今はヘルライドできません。</translation>
    </message>
    <message>
        <source>There is no Planeswalker roll to resolve: the game moves on the Eternities Map only when the planeswalking ability resolves (901.8).</source>
        <comment>map.no_move</comment>
        <translation>解決するプレインズウォークの出目はありません：永劫の地図上でゲームが移動するのは、プレインズウォーク能力が解決されたときだけです（901.8）。</translation>
    </message>
    <message>
        <source>the planar deck has no plane card</source>
        <comment>map.no_plane</comment>
        <translation>次元デッキに次元カードがありません</translation>
    </message>
    <message>
        <source>the direction must be one of {allowed:list}; got {given}</source>
        <comment>map.not_a_direction</comment>
        <translation>方向は{allowed:list}のいずれかでなければなりません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>This game isn&apos;t played on the Eternities Map.</source>
        <comment>map.not_the_variant</comment>
        <translation>このゲームは永劫の地図で遊んでいません。</translation>
    </message>
    <message>
        <source>&apos;choose&apos;: name one direction: {options:list}</source>
        <comment>map.one_direction</comment>
        <translation>&apos;choose&apos;：方向を1つ指定してください：{options:list}</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list}.</source>
        <comment>map.phenomena_off</comment>
        <translation>現象なしの場合、永劫の地図のデッキに現象は入りません。{cards:list}を外してください。</translation>
    </message>
    <message>
        <source>With phenomena off, the Eternities Map&apos;s deck holds no phenomena; leave out {cards:list} and more.</source>
        <comment>map.phenomena_off_more</comment>
        <translation>現象なしの場合、永劫の地図のデッキに現象は入りません。{cards:list}などを外してください。</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; takes &apos;phenomena&apos; and &apos;planeswalk_effects&apos;, not {given:list}</source>
        <comment>map.settings_extra</comment>
        <translation>&apos;map_settings&apos; が受け付けるのは &apos;phenomena&apos; と &apos;planeswalk_effects&apos; です（{given:list}ではなく）</translation>
    </message>
    <message>
        <source>&apos;map_settings&apos; must be an object with &apos;phenomena&apos; and &apos;planeswalk_effects&apos;</source>
        <comment>map.settings_not_object</comment>
        <translation>&apos;map_settings&apos; は &apos;phenomena&apos; と &apos;planeswalk_effects&apos; を持つオブジェクトでなければなりません</translation>
    </message>
    <message>
        <source>&apos;map_settings.{key}&apos; must be one of {allowed:list}; got {given}</source>
        <comment>map.settings_not_one_of</comment>
        <translation>&apos;map_settings.{key}&apos; は{allowed:list}のいずれかでなければなりません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>beginning phase</source>
        <comment>phases.beginning</comment>
        <translation>開始フェイズ</translation>
    </message>
    <message>
        <source>combat phase followed by an additional main phase</source>
        <comment>phases.combat_and_main</comment>
        <translation>戦闘フェイズと、その後の追加のメイン・フェイズ</translation>
    </message>
    <message>
        <source>nothing (empty deck)</source>
        <comment>planeswalk.to_nothing</comment>
        <translation>なし（デッキが空）</translation>
    </message>
    <message>
        <source>{player} has left the game</source>
        <comment>player.left</comment>
        <translation>{player}はゲームから退場しています</translation>
    </message>
    <message>
        <source>no player named {given}; the players are {players:list}</source>
        <comment>player.unknown</comment>
        <translation>{given}という名前のプレイヤーはいません。プレイヤーは{players:list}です</translation>
    </message>
    <message>
        <source>a player planeswalked</source>
        <comment>reason.a_player_planeswalked</comment>
        <translation>プレイヤーがプレインズウォークした</translation>
    </message>
    <message>
        <source>the game planeswalks away from {cards:and} (704.6f)</source>
        <comment>reason.away_from_phenomenon</comment>
        <translation>ゲームは{cards:and}からプレインズウォークする（704.6f）</translation>
    </message>
    <message>
        <source>901.10: {card} left the game with its owner, {player}</source>
        <comment>reason.card_left_with_owner</comment>
        <translation>901.10：{card}はオーナーの{player}と共にゲームから離れた</translation>
    </message>
    <message>
        <source>{card} says to planeswalk</source>
        <comment>reason.card_says_planeswalk</comment>
        <translation>{card}がプレインズウォークを指示</translation>
    </message>
    <message>
        <source>chaos ensued</source>
        <comment>reason.chaos_ensued</comment>
        <translation>カオスが起こった</translation>
    </message>
    <message>
        <source>chaos ensued for revealed {card}</source>
        <comment>reason.chaos_ensued_revealed</comment>
        <translation>公開された{card}でカオスが起こった</translation>
    </message>
    <message>
        <source>514.2: cleanup step</source>
        <comment>reason.cleanup_step</comment>
        <translation>514.2：クリンナップ・ステップ</translation>
    </message>
    <message>
        <source>311.5: the active player</source>
        <comment>reason.controller_is_active_player</comment>
        <translation>311.5：アクティブ・プレイヤー</translation>
    </message>
    <message>
        <source>800.4a: its controller {player} left the game</source>
        <comment>reason.controller_left</comment>
        <translation>800.4a：そのコントローラーの{player}がゲームから退場した</translation>
    </message>
    <message>
        <source>901.12b: the planar controller&apos;s team left</source>
        <comment>reason.controller_team_left</comment>
        <translation>901.12b：次元コントローラーのチームが退場した</translation>
    </message>
    <message>
        <source>{n} or more {kind} counters</source>
        <comment>reason.counters_at_least</comment>
        <translation>{kind}カウンターが{n}個以上</translation>
    </message>
    <message>
        <source>an effect says to planeswalk ({rule})</source>
        <comment>reason.effect_says_planeswalk</comment>
        <translation>効果がプレインズウォークを指示（{rule}）</translation>
    </message>
    <message>
        <source>encountered</source>
        <comment>reason.encountered</comment>
        <translation>遭遇した</translation>
    </message>
    <message>
        <source>ended by the table</source>
        <comment>reason.ended_by_the_table</comment>
        <translation>テーブルが終了した</translation>
    </message>
    <message>
        <source>{face} roll</source>
        <comment>reason.face_roll</comment>
        <translation>{face}の出目</translation>
    </message>
    <message>
        <source>704.6c: 21 or more combat damage from {commander}</source>
        <comment>reason.flag_commander_damage</comment>
        <translation>704.6c：{commander}からの戦闘ダメージが21点以上</translation>
    </message>
    <message>
        <source>704.5a: 0 or less life</source>
        <comment>reason.flag_life</comment>
        <translation>704.5a：ライフが0以下</translation>
    </message>
    <message>
        <source>704.5c: 10 or more poison counters</source>
        <comment>reason.flag_poison</comment>
        <translation>704.5c：毒カウンターが10個以上</translation>
    </message>
    <message>
        <source>704.6a: the team has 0 or less life</source>
        <comment>reason.flag_team_life</comment>
        <translation>704.6a：チームのライフが0以下</translation>
    </message>
    <message>
        <source>704.6b: the team has 15 or more poison counters</source>
        <comment>reason.flag_team_poison</comment>
        <translation>704.6b：チームの毒カウンターが15個以上</translation>
    </message>
    <message>
        <source>800.4a: {player} left before it finished; the rest of the ability does nothing</source>
        <comment>reason.left_unfinished</comment>
        <translation>800.4a：{player}が解決の途中で退場したため、能力の残りは何もしない</translation>
    </message>
    <message>
        <source>311.5: the planar controller left</source>
        <comment>reason.planar_controller_left</comment>
        <translation>311.5：次元コントローラーが退場した</translation>
    </message>
    <message>
        <source>901.10a: a plane left the game</source>
        <comment>reason.plane_left</comment>
        <translation>901.10a：次元がゲームから離れた</translation>
    </message>
    <message>
        <source>planeswalked away from</source>
        <comment>reason.planeswalked_away_from</comment>
        <translation>ここからプレインズウォークした</translation>
    </message>
    <message>
        <source>planeswalked to</source>
        <comment>reason.planeswalked_to</comment>
        <translation>ここへプレインズウォークした</translation>
    </message>
    <message>
        <source>Planeswalker symbol rolled</source>
        <comment>reason.planeswalker_rolled</comment>
        <translation>プレインズウォーカー・シンボルが出た</translation>
    </message>
    <message>
        <source>that player left; their next turn would have begun</source>
        <comment>reason.player_left_before_turn</comment>
        <translation>そのプレイヤーが退場した。その次のターンが始まるはずだった</translation>
    </message>
    <message>
        <source>removed by the table</source>
        <comment>reason.removed_by_the_table</comment>
        <translation>テーブルが取り除いた</translation>
    </message>
    <message>
        <source>reported by the table</source>
        <comment>reason.reported_by_the_table</comment>
        <translation>テーブルが報告した</translation>
    </message>
    <message>
        <source>901.10: its source left the game with {player}</source>
        <comment>reason.source_left_with</comment>
        <translation>901.10：その発生源が{player}と共にゲームから離れた</translation>
    </message>
    <message>
        <source>{step:step}</source>
        <comment>reason.step</comment>
        <translation>{step:step}</translation>
    </message>
    <message>
        <source>the table says to planeswalk</source>
        <comment>reason.table_says_planeswalk</comment>
        <translation>テーブルがプレインズウォークを指示</translation>
    </message>
    <message>
        <source>{player}&apos;s turn began</source>
        <comment>reason.turn_began</comment>
        <translation>{player}のターンが始まった</translation>
    </message>
    <message>
        <source>{cmd!r}: &apos;confidence&apos; must be between 0 and 1, got {given}</source>
        <comment>roll.bad_confidence</comment>
        <translation>{cmd!r}：&apos;confidence&apos; は0から1の間でなければなりません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>{player} can&apos;t roll yet: on the way from the {passed:step} to the main phase, {reason} at the {step:step}. Go to that step and deal with it first</source>
        <comment>roll.busy_on_the_way</comment>
        <translation>{player}はまだ振れません：{passed:step}からメイン・フェイズへ進む途中、{step:step}で{reason}。そのステップへ進んで、先に処理してください</translation>
    </message>
    <message>
        <source>an effect</source>
        <comment>roll.by_effect</comment>
        <translation>効果</translation>
    </message>
    <message>
        <source>cost {{{cost}}}</source>
        <comment>roll.cost</comment>
        <translation>コスト{{{cost}}}</translation>
    </message>
    <message>
        <source>{face}</source>
        <comment>roll.face</comment>
        <translation>{face}</translation>
    </message>
    <message>
        <source>{face}, counted as {counted}</source>
        <comment>roll.face_counted_as</comment>
        <translation>{face}、{counted}として扱う</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a {source} reading needs a &apos;face&apos;</source>
        <comment>roll.needs_face</comment>
        <translation>&apos;roll&apos;：{source}による読み取りには &apos;face&apos; が必要です</translation>
    </message>
    <message>
        <source>{player} has left the game; their turn ends with no active player, so nobody may roll the planar die</source>
        <comment>roll.no_active_player</comment>
        <translation>{player}はゲームから退場しています。そのターンはアクティブ・プレイヤーのいないまま終わるため、誰も次元ダイスを振れません</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is the {step:step}</source>
        <comment>roll.not_main_phase</comment>
        <translation>{player}が次元ダイスを振れるのは自分のターンのメイン・フェイズ中だけです。今は{step:step}です</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only during a main phase of their own turn; it is {team:team}&apos;s turn</source>
        <comment>roll.not_your_turn</comment>
        <translation>{player}が次元ダイスを振れるのは自分のターンのメイン・フェイズ中だけです。今は{team:team}のターンです</translation>
    </message>
    <message>
        <source>{player} may roll the planar die only while the stack is empty; {count} {count:plural:ability is|abilities are} waiting</source>
        <comment>roll.stack_not_empty</comment>
        <translation>{player}が次元ダイスを振れるのはスタックが空のときだけです。{count}{count:plural:個|個}の能力が待機しています</translation>
    </message>
    <message>
        <source>&apos;roll&apos;: a face comes from a physical die; give a &apos;source&apos; of manual, camera or serial, or leave out &apos;face&apos; for a virtual roll</source>
        <comment>roll.virtual_face</comment>
        <translation>&apos;roll&apos;：出目は実物のダイスから来ます。&apos;source&apos; に manual、camera、serial のいずれかを指定するか、仮想ダイスなら &apos;face&apos; を省いてください</translation>
    </message>
    <message>
        <source>{rule}: {message}</source>
        <comment>rule.cited</comment>
        <translation>{rule}：{message}</translation>
    </message>
    <message>
        <source>nothing changed: the autosave failed ({problem})</source>
        <comment>save.autosave_failed</comment>
        <translation>変更なし：自動保存に失敗しました（{problem}）</translation>
    </message>
    <message>
        <source>can&apos;t read {path}: {detail}</source>
        <comment>save.cannot_read</comment>
        <translation>{path}を読み込めません：{detail}</translation>
    </message>
    <message>
        <source>can&apos;t write {path}: {detail}</source>
        <comment>save.cannot_write</comment>
        <translation>{path}に書き込めません：{detail}</translation>
    </message>
    <message>
        <source>corrupt JSON: {detail}</source>
        <comment>save.corrupt_json</comment>
        <translation>壊れたJSON：{detail}</translation>
    </message>
    <message>
        <source>{origin} is damaged: {detail}</source>
        <comment>save.damaged</comment>
        <translation>{origin}は破損しています：{detail}</translation>
    </message>
    <message>
        <source>{path} is larger than {limit} bytes: too large to be a save file</source>
        <comment>save.larger_than</comment>
        <translation>{path}は{limit}バイトを超えています：セーブファイルとしては大きすぎます</translation>
    </message>
    <message>
        <source>no save file at {path}</source>
        <comment>save.missing</comment>
        <translation>{path}にセーブファイルがありません</translation>
    </message>
    <message>
        <source>{origin} was saved by a newer version (save format {version}; this app reads up to {newest}). Update the app to open it</source>
        <comment>save.newer</comment>
        <translation>{origin}は新しいバージョンで保存されています（セーブ形式{version}。このアプリが読めるのは{newest}まで）。開くにはアプリを更新してください</translation>
    </message>
    <message>
        <source>{origin} has no valid version number</source>
        <comment>save.no_version</comment>
        <translation>{origin}に有効なバージョン番号がありません</translation>
    </message>
    <message>
        <source>{path} is not a file</source>
        <comment>save.not_a_file</comment>
        <translation>{path}はファイルではありません</translation>
    </message>
    <message>
        <source>{origin} is not a Planechase save file</source>
        <comment>save.not_a_save</comment>
        <translation>{origin}はプレインチェイスのセーブファイルではありません</translation>
    </message>
    <message>
        <source>can&apos;t save {path}: the game holds text that is not valid Unicode ({given})</source>
        <comment>save.not_unicode</comment>
        <translation>{path}に保存できません：ゲームに有効なUnicodeでないテキストが含まれています（{given}）</translation>
    </message>
    <message>
        <source>replaying the saved actions doesn&apos;t give the saved game</source>
        <comment>save.replay_differs</comment>
        <translation>保存された操作を再生しても、保存されたゲームになりません</translation>
    </message>
    <message>
        <source>{path} is {size} bytes: too large to be a save file</source>
        <comment>save.too_large</comment>
        <translation>{path}は{size}バイトです：セーブファイルとしては大きすぎます</translation>
    </message>
    <message>
        <source>undo step {step} ({cmd:words}) no longer applies: {problem}</source>
        <comment>save.undo_step_fails</comment>
        <translation>元に戻す手順{step}（{cmd:words}）はもう適用できません：{problem}</translation>
    </message>
    <message>
        <source>{origin} has an unknown save format version {version}</source>
        <comment>save.unknown_version</comment>
        <translation>{origin}のセーブ形式バージョン{version}は不明です</translation>
    </message>
    <message>
        <source>{origin} is not a readable save file ({problem})</source>
        <comment>save.unreadable</comment>
        <translation>{origin}は読み込めるセーブファイルではありません（{problem}）</translation>
    </message>
    <message>
        <source>won&apos;t overwrite {path}: it isn&apos;t a save this version can read ({problem}). Move it away or choose another file.</source>
        <comment>save.wont_overwrite</comment>
        <translation>{path}は上書きしません：このバージョンで読めるセーブではありません（{problem}）。移動するか、別のファイルを選んでください。</translation>
    </message>
    <message>
        <source>starting_life must be a positive number, got {given}</source>
        <comment>setup.bad_life</comment>
        <translation>starting_life は正の数でなければなりません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>player name {given} must be 1-{most} characters with no leading or trailing spaces</source>
        <comment>setup.bad_player_name</comment>
        <translation>プレイヤー名 {given} は1～{most}文字で、先頭と末尾に空白を含めてはいけません</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;variant&apos; must be {variant} or null; got {given}</source>
        <comment>setup.bad_variant</comment>
        <translation>&apos;new&apos;：&apos;variant&apos; は{variant}か null でなければなりません（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;commanders&apos; must map each player to a list of commanders</source>
        <comment>setup.commanders_not_map</comment>
        <translation>&apos;new&apos;：&apos;commanders&apos; は各プレイヤーを統率者のリストに対応付けなければなりません</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for {given:list}</source>
        <comment>setup.decks_per_player</comment>
        <translation>&apos;decks&apos; には各プレイヤー（{players:list}）に1つずつ次元デッキが必要です。デッキがあるのは{given:list}です</translation>
    </message>
    <message>
        <source>&apos;decks&apos; needs one planar deck for each player ({players:list}); got decks for nobody</source>
        <comment>setup.decks_per_player_none</comment>
        <translation>&apos;decks&apos; には各プレイヤー（{players:list}）に1つずつ次元デッキが必要です。誰のデッキもありません</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;map_settings&apos; is only for the {variant} variant</source>
        <comment>setup.map_settings_without_map</comment>
        <translation>&apos;new&apos;：&apos;map_settings&apos; は{variant}変種ルール専用です</translation>
    </message>
    <message>
        <source>{owner}&apos;s planar deck has no plane card</source>
        <comment>setup.no_plane</comment>
        <translation>{owner}の次元デッキに次元カードがありません</translation>
    </message>
    <message>
        <source>&apos;new&apos; needs exactly one of &apos;decks&apos; (one per player), &apos;shared_deck&apos; or &apos;random_decks&apos;</source>
        <comment>setup.one_deck_kind</comment>
        <translation>&apos;new&apos; には &apos;decks&apos;（プレイヤーごとに1つ）、&apos;shared_deck&apos;、&apos;random_decks&apos; のうちちょうど1つが必要です</translation>
    </message>
    <message>
        <source>a Planechase game here seats {least} to {most} players; got {count}</source>
        <comment>setup.player_count</comment>
        <translation>ここでのプレインチェイスは{least}～{most}人用です（{count}人が指定されました）</translation>
    </message>
    <message>
        <source>{name!r} is reserved for the shared planar deck</source>
        <comment>setup.reserved_name</comment>
        <translation>{name!r} は共有次元デッキ用に予約されています</translation>
    </message>
    <message>
        <source>player names must be different: {players:list}</source>
        <comment>setup.same_names</comment>
        <translation>プレイヤー名はそれぞれ異なる必要があります：{players:list}</translation>
    </message>
    <message>
        <source>starting_player {player} is not a primary player; name {primary} to have {team:team}&apos;s team start (901.12b)</source>
        <comment>setup.starter_not_primary</comment>
        <translation>starting_player {player} は主プレイヤーではありません。{team:team}のチームから始めるには{primary}を指定してください（901.12b）</translation>
    </message>
    <message>
        <source>starting_player {given} is not one of the players ({players:list})</source>
        <comment>setup.starter_unknown</comment>
        <translation>starting_player {given} はプレイヤー（{players:list}）の1人ではありません</translation>
    </message>
    <message>
        <source>each Two-Headed Giant team has two players; {given} is {count}</source>
        <comment>setup.team_size</comment>
        <translation>双頭巨人戦の各チームは2人です。{given}は{count}人です</translation>
    </message>
    <message>
        <source>a Two-Headed Giant game needs &apos;teams&apos; (810.1)</source>
        <comment>setup.teams_missing</comment>
        <translation>双頭巨人戦には &apos;teams&apos; が必要です（810.1）</translation>
    </message>
    <message>
        <source>&apos;new&apos;: a Two-Headed Giant game needs &apos;teams&apos;, e.g. [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]] (810.1)</source>
        <comment>setup.teams_missing_example</comment>
        <translation>&apos;new&apos;：双頭巨人戦には &apos;teams&apos; が必要です（例 [[&quot;Ann&quot;, &quot;Bob&quot;], [&quot;Cid&quot;, &quot;Dee&quot;]]）（810.1）</translation>
    </message>
    <message>
        <source>&apos;teams&apos; is only for the two_headed_giant format</source>
        <comment>setup.teams_not_2hg</comment>
        <translation>&apos;teams&apos; は two_headed_giant フォーマット専用です</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;teams&apos; must be a list of pairs of player names</source>
        <comment>setup.teams_not_list</comment>
        <translation>&apos;new&apos;：&apos;teams&apos; はプレイヤー名の組のリストでなければなりません</translation>
    </message>
    <message>
        <source>&apos;teams&apos; must seat every player once ({players:list}); got {given}</source>
        <comment>setup.teams_seat_everyone</comment>
        <translation>&apos;teams&apos; には全プレイヤー（{players:list}）を1回ずつ含める必要があります（受け取った値：{given}）</translation>
    </message>
    <message>
        <source>Two-Headed Giant needs two or more teams; got {count}</source>
        <comment>setup.too_few_teams</comment>
        <translation>双頭巨人戦には2つ以上のチームが必要です（{count}チーム）</translation>
    </message>
    <message>
        <source>&apos;new&apos;: &apos;decks&apos; has {count} entries; one per player</source>
        <comment>setup.too_many_decks</comment>
        <translation>&apos;new&apos;：&apos;decks&apos; が{count}項目あります。プレイヤーごとに1つです</translation>
    </message>
    <message>
        <source>the stack is empty: there is nothing to resolve</source>
        <comment>stack.empty</comment>
        <translation>スタックは空です：解決するものはありません</translation>
    </message>
    <message>
        <source>the stack must be empty to {what}; {count} {count:plural:ability is|abilities are} on it: resolve or remove them first</source>
        <comment>stack.must_be_empty</comment>
        <translation>{what}にはスタックが空である必要があります。{count}{count:plural:個|個}の能力があります：先に解決するか取り除いてください</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds {ids:ids}</source>
        <comment>stack.no_such_item</comment>
        <translation>スタックに能力#{id}はありません。あるのは{ids:ids}です</translation>
    </message>
    <message>
        <source>no ability #{id} on the stack; it holds nothing</source>
        <comment>stack.no_such_item_empty</comment>
        <translation>スタックに能力#{id}はありません。スタックは空です</translation>
    </message>
    <message>
        <source>move to another step</source>
        <comment>stack.to_move_to_another_step</comment>
        <translation>別のステップへ進む</translation>
    </message>
    <message>
        <source>move to the next step</source>
        <comment>stack.to_move_to_the_next_step</comment>
        <translation>次のステップへ進む</translation>
    </message>
    <message>
        <source>beginning of combat</source>
        <comment>step.beginning_of_combat</comment>
        <translation>戦闘開始ステップ</translation>
    </message>
    <message>
        <source>cleanup step</source>
        <comment>step.cleanup</comment>
        <translation>クリンナップ・ステップ</translation>
    </message>
    <message>
        <source>combat damage step</source>
        <comment>step.combat_damage</comment>
        <translation>戦闘ダメージ・ステップ</translation>
    </message>
    <message>
        <source>declare attackers step</source>
        <comment>step.declare_attackers</comment>
        <translation>攻撃クリーチャー指定ステップ</translation>
    </message>
    <message>
        <source>declare blockers step</source>
        <comment>step.declare_blockers</comment>
        <translation>ブロック・クリーチャー指定ステップ</translation>
    </message>
    <message>
        <source>draw step</source>
        <comment>step.draw</comment>
        <translation>ドロー・ステップ</translation>
    </message>
    <message>
        <source>end step</source>
        <comment>step.end</comment>
        <translation>終了ステップ</translation>
    </message>
    <message>
        <source>end of combat step</source>
        <comment>step.end_of_combat</comment>
        <translation>戦闘終了ステップ</translation>
    </message>
    <message>
        <source>second main phase</source>
        <comment>step.postcombat_main</comment>
        <translation>第2メイン・フェイズ</translation>
    </message>
    <message>
        <source>first main phase</source>
        <comment>step.precombat_main</comment>
        <translation>第1メイン・フェイズ</translation>
    </message>
    <message>
        <source>untap step</source>
        <comment>step.untap</comment>
        <translation>アンタップ・ステップ</translation>
    </message>
    <message>
        <source>upkeep</source>
        <comment>step.upkeep</comment>
        <translation>アップキープ・ステップ</translation>
    </message>
    <message>
        <source>{text}</source>
        <comment>text.english</comment>
        <translation>{text}</translation>
    </message>
    <message>
        <source>{owner}&apos;s {kind} counters</source>
        <comment>total.counters</comment>
        <translation>{owner}の{kind}カウンター</translation>
    </message>
    <message>
        <source>{player}&apos;s life total</source>
        <comment>total.life</comment>
        <translation>{player}のライフ総量</translation>
    </message>
    <message>
        <source>{player}&apos;s {token} tokens</source>
        <comment>total.tokens</comment>
        <translation>{player}の{token}トークン</translation>
    </message>
    <message>
        <source>{what} would be {value:,}; totals stay within ±{limit:,}</source>
        <comment>total.too_large</comment>
        <translation>{what}が{value:,}になります。合計は±{limit:,}の範囲内に収まります</translation>
    </message>
    <message>
        <source>{card} has abilities 0-{last}, not {index}</source>
        <comment>trigger.no_such_ability</comment>
        <translation>{card}の能力は0～{last}です（{index}ではなく）</translation>
    </message>
    <message>
        <source>{card}&apos;s ability {index} is not one the table reports; the app puts its step, roll, chaos and planeswalk triggers on the stack itself</source>
        <comment>trigger.not_table_reported</comment>
        <translation>{card}の能力{index}はテーブルが報告するものではありません。ステップ、ダイス、カオス、プレインズウォークの誘発はアプリ自身がスタックに置きます</translation>
    </message>
    <message>
        <source>could not reach the {step:step}</source>
        <comment>turn.could_not_reach</comment>
        <translation>{step:step}に到達できませんでした</translation>
    </message>
    <message>
        <source>the game is over (nobody is left); undo or start a new game</source>
        <comment>turn.game_over_nobody</comment>
        <translation>ゲームは終了しました（誰も残っていません）。元に戻すか、新しいゲームを始めてください</translation>
    </message>
    <message>
        <source>the game is over ({winner} won); undo or start a new game</source>
        <comment>turn.game_over_won</comment>
        <translation>ゲームは終了しました（{winner}の勝利）。元に戻すか、新しいゲームを始めてください</translation>
    </message>
    <message>
        <source>nobody is left to take a turn</source>
        <comment>turn.nobody_left</comment>
        <translation>ターンを行うプレイヤーが残っていません</translation>
    </message>
    <message>
        <source>true or false</source>
        <comment>type.bool</comment>
        <translation>true か false</translation>
    </message>
    <message>
        <source>an object</source>
        <comment>type.dict</comment>
        <translation>オブジェクト</translation>
    </message>
    <message>
        <source>a number</source>
        <comment>type.float</comment>
        <translation>数値</translation>
    </message>
    <message>
        <source>an integer</source>
        <comment>type.int</comment>
        <translation>整数</translation>
    </message>
    <message>
        <source>a list</source>
        <comment>type.list</comment>
        <translation>リスト</translation>
    </message>
    <message>
        <source>a string</source>
        <comment>type.str</comment>
        <translation>文字列</translation>
    </message>
    <message>
        <source>nothing to undo: this is the start of the game</source>
        <comment>undo.at_start</comment>
        <translation>元に戻す操作はありません：ゲームの開始時点です</translation>
    </message>
    <message>
        <source>nothing more to undo: undo reaches back {kept:,} actions at most, and the {dropped:,} before them are no longer kept</source>
        <comment>undo.no_more</comment>
        <translation>これ以上元に戻せません：元に戻せるのは最大{kept:,}操作で、それより前の{dropped:,}操作は保持されていません</translation>
    </message>
    <message>
        <source>nothing to redo</source>
        <comment>undo.nothing_to_redo</comment>
        <translation>やり直す操作はありません</translation>
    </message>
</context>
<context>
    <name>EngineText</name>
    <message>
        <source>, </source>
        <comment>between items of a list</comment>
        <translation>、</translation>
    </message>
    <message>
        <source>; </source>
        <comment>between sentences of a list</comment>
        <translation>。</translation>
    </message>
    <message>
        <source>; then </source>
        <comment>between choices made one after the other</comment>
        <translation>。その後、</translation>
    </message>
    <message>
        <source>; and it </source>
        <comment>between the problems of one deck</comment>
        <translation>。また、</translation>
    </message>
    <message>
        <source> and </source>
        <comment>between the players of a team</comment>
        <translation>と</translation>
    </message>
    <message>
        <source>{items} and {last}</source>
        <comment>the end of a list: &apos;A, B and C&apos;</comment>
        <translation>{items}と{last}</translation>
    </message>
    <message>
        <source>{items} or {last}</source>
        <comment>the end of a list: &apos;A, B or C&apos;</comment>
        <translation>{items}または{last}</translation>
    </message>
    <message>
        <source> or </source>
        <comment>between alternatives</comment>
        <translation>または</translation>
    </message>
    <message>
        <source>planeswalker</source>
        <comment>die face</comment>
        <translation>プレインズウォーカー</translation>
    </message>
    <message>
        <source>chaos</source>
        <comment>die face</comment>
        <translation>カオス</translation>
    </message>
    <message>
        <source>blank</source>
        <comment>die face</comment>
        <translation>空白</translation>
    </message>
    <message>
        <source>virtual</source>
        <comment>roll source</comment>
        <translation>仮想</translation>
    </message>
    <message>
        <source>manual</source>
        <comment>roll source</comment>
        <translation>手入力</translation>
    </message>
    <message>
        <source>camera</source>
        <comment>roll source</comment>
        <translation>カメラ</translation>
    </message>
    <message>
        <source>serial</source>
        <comment>roll source</comment>
        <translation>シリアル</translation>
    </message>
    <message>
        <source>end of turn</source>
        <comment>until ...</comment>
        <translation>ターン終了時</translation>
    </message>
    <message>
        <source>planeswalk</source>
        <comment>until ...</comment>
        <translation>プレイヤーがプレインズウォークする</translation>
    </message>
    <message>
        <source>planeswalk away from plane</source>
        <comment>until ...</comment>
        <translation>プレイヤーが次元からプレインズウォークする</translation>
    </message>
    <message>
        <source>your next turn</source>
        <comment>until ...</comment>
        <translation>あなたの次のターン</translation>
    </message>
    <message>
        <source>game</source>
        <comment>until ...</comment>
        <translation>ゲーム終了</translation>
    </message>
</context>
<context>
    <name>EternitiesMap</name>
    <message>
        <source>Up</source>
        <translation>上</translation>
    </message>
    <message>
        <source>Down</source>
        <translation>下</translation>
    </message>
    <message>
        <source>Left</source>
        <translation>左</translation>
    </message>
    <message>
        <source>Right</source>
        <translation>右</translation>
    </message>
    <message>
        <source>Up left</source>
        <translation>左上</translation>
    </message>
    <message>
        <source>Up right</source>
        <translation>右上</translation>
    </message>
    <message>
        <source>Down left</source>
        <translation>左下</translation>
    </message>
    <message>
        <source>Down right</source>
        <translation>右下</translation>
    </message>
    <message>
        <source>{direction}: hellride onto an empty space</source>
        <translation>{direction}：空きマスへヘルライド</translation>
    </message>
    <message>
        <source>{direction}: an empty space (a card is dealt there)</source>
        <translation>{direction}：空きマス（カードが配られます）</translation>
    </message>
    <message>
        <source>{direction}: {plane}</source>
        <translation>{direction}：{plane}</translation>
    </message>
    <message>
        <source>no plane</source>
        <translation>次元なし</translation>
    </message>
    <message>
        <source>The game is on {plane}.</source>
        <translation>ゲームは{plane}にあります。</translation>
    </message>
    <message>
        <source>{direction}: {planes}.</source>
        <translation>{direction}：{planes}。</translation>
    </message>
    <message>
        <source>{player} moves the game: {moves}.</source>
        <translation>{player}がゲームを移動します：{moves}。</translation>
    </message>
    <message>
        <source>Hellride</source>
        <translation>ヘルライド</translation>
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
        <translation>
            <numerusform>%nターン</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n player(s)</source>
        <translation>
            <numerusform>%n人</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n plane(s) visited</source>
        <translation>
            <numerusform>訪れた次元%n枚</numerusform>
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
        <translation>入れ子が深すぎます</translation>
    </message>
    <message>
        <source>it is a folder, not a file</source>
        <translation>ファイルではなくフォルダーです</translation>
    </message>
    <message>
        <source>the app may not read it</source>
        <translation>アプリに読み取り権限がありません</translation>
    </message>
    <message>
        <source>it is not UTF-8 text</source>
        <translation>UTF-8のテキストではありません</translation>
    </message>
    <message>
        <source>it is not valid JSON (line {line}, column {column})</source>
        <translation>正しいJSONではありません（{line}行{column}列）</translation>
    </message>
    <message>
        <source>it holds a number with thousands of digits</source>
        <translation>数千桁の数値が含まれています</translation>
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
        <translation>ターン{turn}：{players} · {plane}</translation>
    </message>
    <message>
        <source>Planechase Table</source>
        <translation>プレインチェイス・テーブル</translation>
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
        <translation>準備完了</translation>
    </message>
    <message>
        <source>Preview only: the die is {source}. Choose “Real die, read by the camera” in View ▸ Settings to read rolls.</source>
        <translation>プレビューのみ：ダイスは{source}です。出目を読み取るには、表示 ▸ 設定 で「実物のダイス（カメラで読み取り）」を選んでください。</translation>
    </message>
    <message>
        <source>Not calibrated: press Calibrate… to teach the camera your tray and die.</source>
        <translation>未調整：「調整…」を押して、カメラにトレイとダイスを学習させてください。</translation>
    </message>
    <message>
        <source>Camera calibrated: profile “{name}” saved.</source>
        <translation>カメラを調整しました：プロファイル「{name}」を保存しました。</translation>
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
        <source>&amp;Undo: {action}</source>
        <translation>元に戻す：{action}(&amp;U)</translation>
    </message>
    <message>
        <source>&amp;Redo: {action}</source>
        <translation>やり直す：{action}(&amp;R)</translation>
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
        <translation>印刷テキスト</translation>
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
        <translation>プレインチェイス（901）</translation>
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
        <translation>
            <numerusform>%n個の次元デッキに問題があります（上を参照）。</numerusform>
        </translation>
    </message>
    <message>
        <source>Seat {n} needs a player name.</source>
        <translation>席{n}にプレイヤー名が必要です。</translation>
    </message>
    <message>
        <source>Seat {n}: “{name}” is reserved for the shared planar deck; pick another name.</source>
        <translation>席{n}：「{name}」は共有次元デッキ用の名前です。別の名前を選んでください。</translation>
    </message>
    <message>
        <source>Seats {first} and {second} are both called “{name}”; player names must be different.</source>
        <translation>席{first}と席{second}がどちらも「{name}」です。プレイヤー名はそれぞれ異なる必要があります。</translation>
    </message>
    <message>
        <source>901.2: a game here seats {low} to {high} players.</source>
        <translation>901.2：このゲームは{low}～{high}人で遊びます。</translation>
    </message>
    <message>
        <source>810.1: Two-Headed Giant is two or more teams of two; add or remove a player to make whole teams.</source>
        <translation>810.1：双頭巨人戦は2人1組のチーム2つ以上で行います。プレイヤーを追加または削除してチームをそろえてください。</translation>
    </message>
    <message>
        <source>Shared deck: {why}</source>
        <translation>共有デッキ：{why}</translation>
    </message>
    <message>
        <source>Seat {n}</source>
        <translation>席{n}</translation>
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
        <translation>
            <numerusform>{owner}：残り%n枚</numerusform>
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
        <source>English only</source>
        <translation>英語版のみ</translation>
    </message>
    <message>
        <source>Oracle text</source>
        <translation>オラクル・テキスト</translation>
    </message>
    <message>
        <source>Printed text</source>
        <translation>印刷テキスト</translation>
    </message>
    <message>
        <source>Printed</source>
        <translation>印刷</translation>
    </message>
    <message>
        <source>Back to the text printed on the card (O)</source>
        <translation>カードに印刷されたテキストに戻す (O)</translation>
    </message>
    <message>
        <source>Oracle</source>
        <translation>オラクル</translation>
    </message>
    <message>
        <source>Show the English Oracle text, the authority on the rules (O)</source>
        <translation>ルール上の正式な英語のオラクル・テキストを表示 (O)</translation>
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
    <name>QShortcut</name>
    <message>
        <source>Return</source>
        <translation>Enter</translation>
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
        <translation>1回目</translation>
    </message>
    <message>
        <source>2nd</source>
        <translation>2回目</translation>
    </message>
    <message>
        <source>3rd</source>
        <translation>3回目</translation>
    </message>
    <message>
        <source>{n}th</source>
        <translation>{n}回目</translation>
    </message>
    <message>
        <source>nothing (the deck is empty)</source>
        <translation>なし（デッキが空）</translation>
    </message>
    <message>
        <source>PLANESWALK → {plane}</source>
        <translation>プレインズウォーク → {plane}</translation>
    </message>
    <message>
        <source>{player} leaves {away}</source>
        <translation>{player}が{away}を離れる</translation>
    </message>
    <message>
        <source>CHAOS — {player}</source>
        <translation>カオス — {player}</translation>
    </message>
    <message>
        <source>PLANESWALKER — {player}</source>
        <translation>プレインズウォーカー — {player}</translation>
    </message>
    <message>
        <source>Blank — {player}</source>
        <translation>空白 — {player}</translation>
    </message>
    <message>
        <source>{nth} roll this turn · an effect, free</source>
        <translation>このターン{nth}の出目 · 効果、無料</translation>
    </message>
    <message>
        <source>{nth} roll this turn · paid {{{cost}}}</source>
        <translation>このターン{nth}の出目 · {{{cost}}}支払い済み</translation>
    </message>
    <message>
        <source>read {read}</source>
        <translation>読み取り：{read}</translation>
    </message>
    <message>
        <source>nothing happens</source>
        <translation>何も起こらない</translation>
    </message>
    <message>
        <source>Chaos ensues for {card}</source>
        <translation>{card}でカオスが起こる</translation>
    </message>
    <message>
        <source>Chaos ensues, no die rolled</source>
        <translation>カオスが起こる（ダイスは振っていない）</translation>
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
        <translation>上へ：ターン順を早める</translation>
    </message>
    <message>
        <source>Move down: sit later in turn order</source>
        <translation>下へ：ターン順を遅らせる</translation>
    </message>
    <message>
        <source>Remove this player</source>
        <translation>このプレイヤーを削除</translation>
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
        <translation>仮想ダイス（アプリが振る）</translation>
    </message>
    <message>
        <source>Real die, entered by hand</source>
        <translation>実物のダイス（手で入力）</translation>
    </message>
    <message>
        <source>Real die, read by the camera</source>
        <translation>実物のダイス（カメラで読み取り）</translation>
    </message>
    <message>
        <source>Real die, read by a dice tower</source>
        <translation>実物のダイス（ダイスタワーで読み取り）</translation>
    </message>
    <message>
        <source>The app rolls the planar die: press Roll (or Space).</source>
        <translation>アプリが次元ダイスを振ります：「振る」（またはSpace）を押してください。</translation>
    </message>
    <message>
        <source>Roll your own planar die and tap the face it shows.</source>
        <translation>自分の次元ダイスを振り、出た面をタップしてください。</translation>
    </message>
    <message>
        <source>A camera over the dice tray reads your real die.</source>
        <translation>ダイストレイの上のカメラが実物のダイスを読み取ります。</translation>
    </message>
    <message>
        <source>A dice tower reads your real die and tells the app over USB.</source>
        <translation>ダイスタワーが実物のダイスを読み取り、USBでアプリに伝えます。</translation>
    </message>
    <message>
        <source>Upright: a screen or TV stands at the table</source>
        <translation>縦置き：画面やテレビをテーブルに立てる</translation>
    </message>
    <message>
        <source>Flat: the screen lies on the table, players all round</source>
        <translation>平置き：画面をテーブルに置き、全員で囲む</translation>
    </message>
    <message>
        <source>Toward the active player</source>
        <translation>アクティブ・プレイヤーに向ける</translation>
    </message>
    <message>
        <source>Toward the planar controller</source>
        <translation>次元コントローラーに向ける</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>ダーク</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>ライト</translation>
    </message>
    <message>
        <source>Planar die</source>
        <translation>次元ダイス</translation>
    </message>
    <message>
        <source>Ordinary d6 (face map below)</source>
        <translation>通常の6面ダイス（目の対応は下で設定）</translation>
    </message>
    <message>
        <source>default</source>
        <translation>既定</translation>
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
    <message>
        <source>This run speaks {language} (--lang): the choice above is used from the next start, or now if you change it.</source>
        <translation>この起動では{language}で表示しています（‑‑lang）。上の選択は次回の起動から、または変更するとすぐに反映されます。</translation>
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
        <translation>
            <numerusform>{deck}（%n枚）</numerusform>
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
        <translation>タワーのポートなし — 表示 ▸ 設定 で選んでください。出目は手で入力してください</translation>
    </message>
    <message>
        <source>Tower lost — reconnecting…; enter the roll by hand</source>
        <translation>タワーとの接続が切れました — 再接続中…。出目は手で入力してください</translation>
    </message>
    <message>
        <source>Tower connected (simple sketch)</source>
        <translation>タワー接続済み（シンプルなスケッチ）</translation>
    </message>
    <message>
        <source>Tower off</source>
        <translation>タワーオフ</translation>
    </message>
    <message>
        <source>Asks the tower to roll the real die (it has a motor)</source>
        <translation>タワーに実物のダイスを振らせます（モーター付きのタワー）</translation>
    </message>
    <message>
        <source>Drop the die in the tower: it reads the roll. Or enter it with the buttons below</source>
        <translation>ダイスをタワーに落とすと出目を読み取ります。または下のボタンで入力してください</translation>
    </message>
    <message>
        <source>The tower isn&apos;t connected: enter the roll with the buttons below</source>
        <translation>タワーが接続されていません：下のボタンで出目を入力してください</translation>
    </message>
    <message>
        <source>The tower says: {error}</source>
        <translation>タワーの報告：{error}</translation>
    </message>
    <message>
        <source>{port} at {baud} baud</source>
        <translation>{port}（{baud} baud）</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) without a checksum refused (this tower checksums its lines)</source>
        <translation>
            <numerusform>チェックサムのない%n行を拒否しました（このタワーは各行にチェックサムを付けます）</numerusform>
        </translation>
    </message>
    <message>
        <source>Tower ready — {name}</source>
        <translation>タワー準備完了 — {name}</translation>
    </message>
    <message>
        <source>Tower connected — waiting for {name}&apos;s HELLO…</source>
        <translation>タワー接続済み — {name}のHELLOを待っています…</translation>
    </message>
    <message>
        <source>Tower connected — waiting for its HELLO…</source>
        <translation>タワー接続済み — HELLOを待っています…</translation>
    </message>
    <message>
        <source>Can&apos;t open {port} — retrying; enter the roll by hand</source>
        <translation>{port}を開けません — 再試行中。出目は手で入力してください</translation>
    </message>
    <message>
        <source>Connecting to the tower…</source>
        <translation>タワーに接続中…</translation>
    </message>
    <message>
        <source>rolling…</source>
        <translation>振っています…</translation>
    </message>
    <message>
        <source>{status} · says “{error}”</source>
        <translation>{status} · 報告「{error}」</translation>
    </message>
    <message>
        <source>heard just now</source>
        <translation>たった今受信</translation>
    </message>
    <message numerus="yes">
        <source>heard %n s ago</source>
        <translation>
            <numerusform>%n秒前に受信</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>heard %n min ago</source>
        <translation>
            <numerusform>%n分前に受信</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower can&apos;t roll now ({why}); drop the die in by hand, or enter it with the buttons below</source>
        <translation>タワーは今振れません（{why}）。ダイスを手でタワーに落とすか、下のボタンで入力してください</translation>
    </message>
    <message numerus="yes">
        <source>The tower read {face} (%n pip(s))</source>
        <translation>
            <numerusform>タワーの読み取り：{face}（目%n個）</numerusform>
        </translation>
    </message>
    <message>
        <source>The tower read {face}</source>
        <translation>タワーの読み取り：{face}</translation>
    </message>
</context>
<context>
    <name>TowerFields</name>
    <message>
        <source>read by the app now</source>
        <translation>アプリが読み取り中</translation>
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
        <translation>タワーのポートを選ぶ（「タワーを検索」）か、パスを入力してください</translation>
    </message>
    <message>
        <source>The baud rate is a number from {low} to {high}</source>
        <translation>ボーレートは{low}～{high}の数値です</translation>
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
        <translation>
            <numerusform>%n個のシリアルポートのどれからもタワーの応答がありません。ポートを選ぶか、ケーブルとボーレートを確認してください。</numerusform>
        </translation>
    </message>
    <message>
        <source>Found {tower} on {port}</source>
        <translation>{port}で{tower}を検出</translation>
    </message>
    <message numerus="yes">
        <source>(%n tower(s))</source>
        <translation>
            <numerusform>（タワー%n台）</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n tower(s) found (starred); keeping {port}.</source>
        <translation>
            <numerusform>タワーを%n台検出しました（印付き）。{port}のままにします。</numerusform>
        </translation>
    </message>
    <message>
        <source>The search for towers failed: {why}</source>
        <translation>タワーの検索に失敗しました：{why}</translation>
    </message>
    <message>
        <source>a tower</source>
        <translation>タワー</translation>
    </message>
    <message>
        <source>The app reads the tower on {port} now.</source>
        <translation>アプリは今{port}のタワーを読み取っています。</translation>
    </message>
    <message>
        <source>The app reads {tower} on {port} now.</source>
        <translation>アプリは今{port}の{tower}を読み取っています。</translation>
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
        <translation>
            <numerusform>画面{n}はありません（このコンピューターの画面は%n台です。表示 ▸ テレビ画面 に一覧があります）：テーブルはテレビ画面なしで始まります。</numerusform>
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
        <translation>ゲームはまだありません</translation>
    </message>
    <message>
        <source>{player} · {nth} roll, an effect</source>
        <translation>{player} · {nth}の出目（効果）</translation>
    </message>
    <message>
        <source>{player} · {nth} roll this turn</source>
        <translation>{player} · このターン{nth}の出目</translation>
    </message>
    <message>
        <source>Nobody</source>
        <translation>なし</translation>
    </message>
    <message>
        <source>Game over</source>
        <translation>ゲーム終了</translation>
    </message>
    <message>
        <source>{who} wins</source>
        <translation>勝者：{who}</translation>
    </message>
    <message>
        <source>Turn {turn}</source>
        <translation>ターン{turn}</translation>
    </message>
</context>
<context>
    <name>TvWindow</name>
    <message>
        <source>Planechase Table — TV</source>
        <translation>プレインチェイス・テーブル — テレビ</translation>
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
        <translation>プレインチェイス・テーブル</translation>
    </message>
    <message>
        <source>Planechase at your table: the face-up plane, the planar die and the stack, big enough for everyone to read.</source>
        <translation>あなたのテーブルでプレインチェイスを：表向きの次元、次元ダイス、スタックを、全員が読める大きさで表示します。</translation>
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
