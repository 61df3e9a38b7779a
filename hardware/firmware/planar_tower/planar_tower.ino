// planar_tower.ino: reference firmware for a planar-die tower speaking protocol PD/1.
//
// The protocol is docs/serial-protocol.md in the Planechase Table repository. This sketch:
//   - says "HELLO planar-tower <version> PD/1 [motor] seq=<n>" at start and when asked,
//     then sends its latest result again (the app drops it if it already has it);
//   - answers PING with PONG, and ROLL by rolling (when a motor is fitted);
//   - sends "ROLLING" when the die drops in, then "RESULT <face> seq=<n>" once it rests;
//   - ends every line with an NMEA-style *HH XOR checksum;
//   - keeps its seq and latest result in EEPROM, so a reset (an Arduino Uno resets each
//     time the port is opened) neither restarts the count nor forgets the last result.
//
// Hardware (an Arduino Uno or Nano; change the pins below to suit):
//   - FACE_SENSOR_PIN (A0): an IR reflectance sensor (TCRT5000 or QRE1113) under a
//     window in the tray floor, looking at the die's bottom face. Stick a black dot on the
//     face opposite the Planeswalker symbol, a grey dot opposite chaos, and leave the four
//     faces opposite the blanks white: the face down tells the face up.
//   - DROP_SENSOR_PIN (2): a vibration or tilt switch on the tray (closes to GND while the
//     die bounces). The die is read once the tray has been still for SETTLE_MS.
//   - MOTOR_PIN (9), optional: a transistor driving a small motor that tips the die back
//     into the tower. Set HAS_MOTOR to 0 when there is none.
// For a d6 tower, make readFace() return "1".."6": the app maps pips to planar faces with
// its face map. On an ESP32, call EEPROM.begin(EEPROM_BYTES) in setup() and
// EEPROM.commit() after EEPROM.put().

#include <EEPROM.h>

#define FIRMWARE_VERSION "1.0.0"
#define TOWER_NAME "planar-tower"
#define HAS_MOTOR 1

const long BAUD = 115200;
const uint8_t FACE_SENSOR_PIN = A0;
const uint8_t DROP_SENSOR_PIN = 2;
const uint8_t MOTOR_PIN = 9;
const unsigned long SETTLE_MS = 700;   // the tray must be still this long before a read
const unsigned long MOTOR_MS = 600;    // how long the motor runs for one roll
const unsigned long ROLL_TIMEOUT_MS = 5000;  // a ROLL with no drop seen: report an error
// IR readings (0-1023): higher is darker. Calibrate with your die and tray.
const int BLACK_ABOVE = 700;  // the dot opposite the Planeswalker symbol
const int GREY_ABOVE = 400;   // the dot opposite chaos
const int EMPTY_ABOVE = 1000; // nothing on the window (sensor sees the dark lid)

// -- persistent state ---------------------------------------------------------------------

const uint32_t MAGIC = 0x50443101UL;  // "PD1" + layout version
struct Saved {
  uint32_t magic;
  uint32_t seq;       // the seq of the latest result, 0 before the first
  char last[8];       // its face token, "" before the first
};
const int EEPROM_BYTES = sizeof(Saved);
Saved saved;

void loadState() {
  EEPROM.get(0, saved);
  if (saved.magic != MAGIC) {
    saved.magic = MAGIC;
    saved.seq = 0;
    saved.last[0] = '\0';
    EEPROM.put(0, saved);
  }
}

void saveResult(const char *face) {
  saved.seq += 1;
  strncpy(saved.last, face, sizeof(saved.last) - 1);
  saved.last[sizeof(saved.last) - 1] = '\0';
  EEPROM.put(0, saved);  // on AVR, put() only rewrites the bytes that changed
}

// -- sending lines ----------------------------------------------------------------------

void sendLine(const char *text) {
  uint8_t sum = 0;
  for (const char *p = text; *p; ++p) sum ^= (uint8_t)*p;
  char tail[5];
  snprintf(tail, sizeof(tail), "*%02X", sum);
  Serial.print(text);
  Serial.print(tail);
  Serial.print("\r\n");
}

void sendHello() {
  char line[80];
  snprintf(line, sizeof(line), "HELLO %s %s PD/1%s seq=%lu", TOWER_NAME, FIRMWARE_VERSION,
           HAS_MOTOR ? " motor" : "", (unsigned long)saved.seq);
  sendLine(line);
}

void sendResult() {
  char line[40];
  snprintf(line, sizeof(line), "RESULT %s seq=%lu", saved.last, (unsigned long)saved.seq);
  sendLine(line);
}

void sendHelloAndCatchUp() {
  sendHello();
  if (saved.last[0] != '\0') sendResult();  // the app may have missed it: it dedupes
}

// -- the die ------------------------------------------------------------------------------

// The face up, from the mark on the face down; nullptr if the tray is empty.
const char *readFace() {
  long total = 0;
  for (int i = 0; i < 8; ++i) total += analogRead(FACE_SENSOR_PIN);
  int level = total / 8;
  if (level > EMPTY_ABOVE) return nullptr;
  if (level > BLACK_ABOVE) return "PW";
  if (level > GREY_ABOVE) return "CHAOS";
  return "BLANK";
}

enum TrayState { IDLE, BOUNCING };
TrayState tray = IDLE;
unsigned long lastMovement = 0;
unsigned long rollRequestedAt = 0;
bool rollRequested = false;

void startMotor() {
#if HAS_MOTOR
  digitalWrite(MOTOR_PIN, HIGH);
  delay(MOTOR_MS);  // short and rare; the serial buffer holds incoming bytes meanwhile
  digitalWrite(MOTOR_PIN, LOW);
#endif
}

void watchTray() {
  unsigned long now = millis();
  bool moving = digitalRead(DROP_SENSOR_PIN) == LOW;
  if (moving) {
    if (tray == IDLE) sendLine("ROLLING");
    tray = BOUNCING;
    lastMovement = now;
    rollRequested = false;
    return;
  }
  if (tray == BOUNCING && now - lastMovement >= SETTLE_MS) {
    tray = IDLE;
    const char *face = readFace();
    if (face == nullptr) {
      sendLine("ERR no die in the tray");
      return;
    }
    saveResult(face);
    sendResult();
  }
  if (rollRequested && now - rollRequestedAt > ROLL_TIMEOUT_MS) {
    rollRequested = false;
    sendLine("ERR the die did not drop: check the motor");
  }
}

// -- commands from the app ------------------------------------------------------------------

char input[32];
uint8_t inputLength = 0;
bool inputTooLong = false;

void handleCommand(char *line) {
  char *star = strchr(line, '*');  // a checksum after a command is allowed, not needed
  if (star) *star = '\0';
  while (*line == ' ') ++line;
  for (char *p = line + strlen(line); p > line && p[-1] == ' ';) *--p = '\0';
  if (strcasecmp(line, "PING") == 0) {
    sendLine("PONG");
  } else if (strcasecmp(line, "HELLO") == 0) {
    sendHelloAndCatchUp();
  } else if (strcasecmp(line, "ROLL") == 0) {
#if HAS_MOTOR
    rollRequested = true;
    rollRequestedAt = millis();
    startMotor();
#else
    sendLine("ERR no motor: drop the die in the tower");
#endif
  } else if (*line) {
    char reply[48];
    snprintf(reply, sizeof(reply), "ERR unknown command %.20s", line);
    sendLine(reply);
  }
}

void readCommands() {
  while (Serial.available() > 0) {
    char c = (char)Serial.read();
    if (c == '\r') continue;
    if (c == '\n') {
      input[inputLength] = '\0';
      if (!inputTooLong) handleCommand(input);
      inputLength = 0;
      inputTooLong = false;
    } else if (inputLength < sizeof(input) - 1) {
      input[inputLength++] = c;
    } else {
      inputTooLong = true;  // dropped whole, like the app does with overlong lines
    }
  }
}

// -- main ---------------------------------------------------------------------------------

void setup() {
  pinMode(DROP_SENSOR_PIN, INPUT_PULLUP);
#if HAS_MOTOR
  pinMode(MOTOR_PIN, OUTPUT);
  digitalWrite(MOTOR_PIN, LOW);
#endif
  Serial.begin(BAUD);
  loadState();
  sendHelloAndCatchUp();
}

void loop() {
  readCommands();
  watchTray();
}
