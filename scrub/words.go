package scrub

import (
	"slices"
	"sort"
	"strings"
	"unicode"
	"unicode/utf8"
)

// The words for a credential that namedLineSecrets reads a line by, in many languages, and the
// words for what a code opens.

// credential word kinds: a PIN word also lets a run of digits through.
const (
	wordSecret = 1 << iota
	wordPIN
	wordCode // "code": a credential only beside a word for what it opens (wifi, door, alarm)
	wordSuffix
	wordWeak  // key, token, login: words of many other things, so only a password's shape counts
	wordAfter // keypad, lockbox: things with numbers of their own, so only what follows counts
	wordLabel // a weak word labels a value ("key: …", "prod key (old wiki):" above it): a long random run counts (not a named one, node-cache-…-9a47…)
)

// sentenceWords are the words for a credential, lower-case; the kind says how they read.
// Non-ASCII words are registered in their capitalised and upper-case forms too (the automaton
// folds ASCII letters only).
var sentenceWords = map[string]int{
	// English and words borrowed as they are.
	"password": wordSecret, "passwords": wordSecret, "passwd": wordSecret, "passphrase": wordSecret,
	"pwd": wordSecret, "pw": wordSecret,
	"secret": wordSecret, "apikey": wordSecret, "api-key": wordSecret,
	"api key": wordSecret, "access key": wordSecret, "license key": wordSecret, "wifi key": wordSecret,
	"api token": wordSecret, "access token": wordSecret, "auth token": wordSecret, "bot token": wordSecret,
	"bearer token": wordSecret, "refresh token": wordSecret, "appid": wordSecret,
	"appkey": wordSecret, "app_key": wordSecret, "bearer": wordSecret, "totp": wordSecret,
	"unseal key": wordSecret, "key share": wordSecret, "master.key": wordSecret,
	// Typed in haste: a text message's "pasword" means the same.
	"pasword": wordSecret, "passwrd": wordSecret, "passowrd": wordSecret, "passward": wordSecret,
	"paswd": wordSecret, "passsword": wordSecret, "pssword": wordSecret,
	"key": wordSecret | wordWeak, "keys": wordSecret | wordWeak, "token": wordSecret | wordWeak,
	"log in": wordSecret | wordWeak, "login": wordSecret | wordWeak, "sign in": wordSecret | wordWeak,
	"log on": wordSecret | wordWeak,
	// PIN words let a run of digits through; "code" only beside what it opens.
	"pin": wordPIN, "puk": wordPIN, "passcode": wordPIN, "passkey": wordPIN, "pincode": wordPIN, "code": wordCode, "קוד": wordCode, "コード": wordCode,
	"код": wordCode, "कोड": wordCode, "kod": wordCode, "mã": wordCode, "kode": wordCode, "koodi": wordCode, "código": wordCode, "codice": wordCode, "codi": wordCode, "cod": wordCode, "codul": wordCode,
	"kód": wordCode, "kódem": wordCode, "kódu": wordCode, "kódja": wordCode, "kódot": wordCode, "kodu": wordCode, "kodun": wordCode,
	"kodem": wordCode, "kods": wordCode, "kodas": wordCode, "kood": wordCode,
	"uksekood": wordPIN, "avamiskood": wordPIN, "pin1": wordPIN, "pin2": wordPIN, "puk1": wordPIN, "puk2": wordPIN,
	// Estonian, Latvian and Lithuanian.
	"parool": wordSecret, "parooli": wordSecret, "salasõna": wordSecret, "parole": wordSecret, "paroli": wordSecret,
	"paroles": wordSecret, "slaptažodis": wordSecret, "slaptažodį": wordSecret, "slaptažodžio": wordSecret,
	"võti": wordSecret | wordWeak, "atslēga": wordSecret | wordWeak, "raktas": wordSecret | wordWeak, "tastenfeld": wordPIN | wordAfter,
	"kwdikos": wordCode, "kodikos": wordCode, "digitare": wordCode | wordAfter, "digita": wordCode | wordAfter,
	"пин": wordPIN, "пин-код": wordPIN, "暗証番号": wordPIN, "digicode": wordPIN,
	"keypad": wordPIN | wordAfter, "lockbox": wordPIN | wordAfter, "key safe": wordPIN | wordAfter,
	"türcode": wordPIN, "tuercode": wordPIN, "key box": wordPIN | wordAfter, "keybox": wordPIN | wordAfter,
	"gate:":       wordPIN | wordAfter,
	"combination": wordPIN | wordAfter, "combo": wordPIN | wordAfter, "kombination": wordPIN | wordAfter,
	"combinación": wordPIN | wordAfter, "combinação": wordPIN | wordAfter, "combinazione": wordPIN | wordAfter, "combinaison": wordPIN | wordAfter,
	"opens with": wordCode | wordPIN, "unlocks with": wordCode | wordPIN,
	// German compounds end in the word: WLAN-Passwort, Datenbankkennwort, Stripe-Schlüssel.
	"passwort": wordSecret | wordSuffix, "kennwort": wordSecret | wordSuffix,
	"schlüssel": wordSecret | wordSuffix, "schluessel": wordSecret | wordSuffix,
	"nyckel": wordSecret | wordSuffix, "nyckeln": wordSecret | wordSuffix, "nøgle": wordSecret | wordSuffix, "nøkkel": wordSecret | wordSuffix,
	// Latin scripts.
	"mot de passe": wordSecret, "mdp": wordSecret, "clé": wordSecret, "clef": wordSecret,
	"contraseña": wordSecret, "contrasena": wordSecret, "clave": wordSecret, "senha": wordSecret,
	"palavra-passe": wordSecret, "clau": wordSecret | wordWeak, "jeton": wordSecret | wordWeak, "chave": wordSecret, "chiave": wordSecret, "wachtwoord": wordSecret,
	"sleutel": wordSecret, "hasło": wordSecret, "hasła": wordSecret, "haslo": wordSecret,
	"klucz": wordSecret, "heslo": wordSecret, "klíč": wordSecret, "lösenord": wordSecret,
	"passord": wordSecret, "adgangskode": wordSecret, "kodeord": wordSecret, "salasana": wordSecret,
	"şifre": wordSecret, "sifre": wordSecret, "parola": wordSecret, "parolă": wordSecret,
	"jelszó": wordSecret, "jelszo": wordSecret, "geslo": wordSecret, "lozinka": wordSecret,
	"šifra": wordSecret, "šifru": wordSecret, "šifre": wordSecret, "шифра": wordSecret, "шифру": wordSecret,
	"api anahtar": wordSecret, "gizli anahtar": wordSecret, "segreto": wordSecret, "phrase secrète": wordSecret, "sekret": wordSecret,
	"lösen:": wordSecret, "mật khẩu": wordSecret, "kata sandi": wordSecret, "kata laluan": wordSecret,
	// Other scripts (Cyrillic and Greek words take endings: пароля, паролата).
	"парол": wordSecret, "ключ": wordSecret, "гасло": wordSecret, "κωδικ": wordSecret,
	"συνθηματικ": wordSecret, "κλειδ": wordSecret, "סיסמ": wordSecret, "كلمة المرور": wordSecret,
	"كلمة السر": wordSecret, "密码": wordSecret, "密碼": wordSecret, "口令": wordSecret,
	"密钥": wordSecret, "秘钥": wordSecret, "令牌": wordSecret, "パスワード": wordSecret,
	"パスコード": wordPIN, "合言葉": wordSecret, "비밀번호": wordSecret, "비번": wordSecret,
	"पिन": wordPIN, "الرمز السري": wordPIN, "مفتاح": wordSecret, "رمز": wordCode, "암호": wordSecret, "인증키": wordSecret, "액세스 토큰": wordSecret, "어드민 키": wordSecret,
	"시크릿 키": wordSecret, "api 키": wordSecret, "apiキー": wordSecret, "シークレット": wordSecret, "アクセストークン": wordSecret,
	"токен": wordSecret, "ak：": wordSecret, "sk：": wordSecret, "패스워드": wordSecret, "पासवर्ड": wordSecret, "รหัสผ่าน": wordSecret, "পাসওয়ার্ড": wordSecret, "รหัสไวไฟ": wordSecret,
	"پاس ورڈ": wordSecret, "پاسورڈ": wordSecret, "စကားဝှက်": wordSecret, "பாஸ்வேர்ட்": wordSecret, "கடவுச்சொல்": wordSecret,
	"รหัส": wordSecret | wordWeak, "พาส": wordSecret | wordWeak, "mpin": wordPIN, "कॉम्बिनेशन": wordCode | wordAfter,
	"সিক্রেট কি": wordSecret, "khóa bí mật": wordSecret, "khoá bí mật": wordSecret,
	"avain": wordSecret | wordWeak, "pinkoden": wordPIN, "säkerhetskod": wordPIN, "laps": wordSecret,
	// One-time codes sent to log in or to sign a payment, and the codes that move or unlock an account.
	"verification code": wordPIN, "one-time code": wordPIN, "security code": wordPIN, "otp": wordPIN, "tan": wordPIN, "smstan": wordPIN,
	"sms-tan": wordPIN, "engångskod": wordPIN, "engångskoden": wordPIN, "sms-kod": wordPIN, "sms-koden": wordPIN, "verifieringskod": wordPIN,
	"bestätigungscode": wordPIN, "verifizierungscode": wordPIN, "einmalcode": wordPIN, "código de verificación": wordPIN,
	"código de verificação": wordPIN, "code de vérification": wordPIN, "codice di verifica": wordPIN,
	"memorable word": wordSecret, "auth code": wordSecret, "authentication code": wordSecret, "authorisation code": wordSecret,
	"ro community": wordSecret, "rw community": wordSecret, "snmp community": wordSecret, "community string": wordSecret,
	"comunidad snmp": wordSecret, "comunidade snmp": wordSecret, "read community": wordSecret,
	"epp code": wordSecret, "abrufcode": wordSecret, "activation code": wordSecret, "stream key": wordSecret, "streamsleutel": wordSecret,
	"code secret": wordPIN, "zahlencode": wordPIN, "portkod": wordPIN, "override code": wordPIN, "manager code": wordPIN,
	"void code": wordPIN, "mã khóa": wordPIN, "mã cửa": wordPIN, "mã mở khóa": wordPIN, "mã quản lý": wordPIN, "codigo": wordCode, "portkoden": wordPIN, "dörrkod": wordPIN, "dörrkoden": wordPIN, "larmkod": wordPIN, "larmkoden": wordPIN,
	// Amharic, Swahili, Turkish, Persian and Arabic.
	"ቁልፍ": wordSecret | wordWeak, "namba ya siri": wordPIN, "anahtar": wordSecret | wordWeak, "کد": wordCode, "کد در": wordPIN,
	"الرمز:": wordSecret, "ovikoodi": wordPIN, "hälytyskoodi": wordPIN, "kóði": wordCode,
}

// wordBounded: the credential word at [s, e) is a word of its own (not "monkey", "keyboard",
// "pinned"), the end of a German compound, or a Nordic word with its ending.
func wordBounded(text string, s, e, kind int) bool {
	if s > 0 && kind&wordSuffix == 0 && isWordByte(text[s-1]) && !(kind&wordCode != 0 && opensHead(text, s)) {
		return false
	}
	if !isASCII(text[s:e]) && text[s] >= 0x80 {
		return true // other scripts attach endings and particles: пароля, 비번은, パスワードは
	}
	if strings.HasSuffix(text[s:e], ":") || strings.HasSuffix(text[s:e], "：") {
		return true // a label with its colon ("AK：16ab…") ends where the value starts
	}
	if e < len(text) && (text[e] == 's' || text[e] == 'S') {
		e++
	}
	return e >= len(text) || !isWordByte(text[e]) || nordicEnding(text, s, e)
}

// inflected are the Nordic words for a password, key or code, which take their article or case
// as an ending: koden, lösenordet, passordet, nøglen, salasanan, kóðinn.
var inflected = setOf(`kode kod koodi kóði lösenord passord adgangskode kodeord salasana nøgle nøkkel`)

var nordicEndings = []string{"en", "et", "n", "er", "ar", "a", "ne", "t", "in", "inn", "nn", "si"}

// nordicEnding: the word at [s, e) is an inflected word and one of its endings follows, then
// the word ends.
func nordicEnding(text string, s, e int) bool {
	if !inflected[strings.ToLower(text[s:e])] {
		return false
	}
	for _, end := range nordicEndings {
		if f := e + len(end); hasPrefixFold(text[e:], end) && (f >= len(text) || !isWordByte(text[f]) && text[f] < 0x80) {
			return true
		}
	}
	return false
}

// openers are what a code opens, in many languages: doors, gates and barriers, safes,
// lockers, padlocks, alarms. They are stems found inside a word (bramy, Riasztó kódja), so
// none is short enough to stand inside common words; other scripts' words are also matched
// capitalised, as a sentence starts them.
var openers = withCapitals([]string{"door", "alarm", "gate", "garage", "safe", "keypad", "locker", "padlock", "barrier",
	"entrance", "intercom", "tür", "tresor", "schranke", "schließfach", "schliessfach", "vorhängeschloss",
	"porte", "portail", "barrière", "casier", "interphone", "serrure", "cadenas", "coffre",
	"puerta", "portón", "porton", "barrera", "cerradura", "candado", "taquilla", "caja fuerte",
	"portão", "portao", "cancela", "fechadura", "cadeado", "cacifo", "armário", "interfone", "cofre",
	"portone", "cancello", "sbarra", "ingresso", "citofono", "lucchetto", "armadiett", "cassaforte", "allarm",
	"deur", "poort", "slagboom", "kastje", "hangslot", "ingang", "kluis", "sleutelkast", "sleutelkluis",
	"dörr", "grind", "larm", "kassaskåp", "hänglås", "entré", "nyckelbox", "nyckelskåp",
	"dør", "hengelås", "hængelås", "inngang", "indgang", "nøgleboks", "nøkkelboks", "hurð",
	"portti", "hälytys", "kassakaap", "kaappi", "lukko", "lukon", "värav", "durvis", "durvju", "seifs",
	"skapīt", "slēdzen", "signaliz", "signalizāc", "signalisatsioon", "durys", "durų", "vartai", "vartų", "seifas", "spintel", "spyna",
	"drzwi", "szlaban", "bramy", "bramie", "bramę", "bramą", "bramk", "furtk", "wejści", "sejf", "szafk", "szafce", "kłódk", "domofon",
	"dveř", "dvere", "serverovn", "brán", "zámk", "zámek", "zámok", "vchod", "trezor", "skříň", "skřín", "skrink",
	"drws", "ajtó", "ajtaj", "kapu", "riasztó", "széf", "szekrény", "lakat", "bejárat",
	"poart", "lacăt", "interfon", "dulap", "ușă", "ușa", "ușii", "vrata", "kapij", "ormar", "lokot", "ulaz",
	"двер", "врата", "ворот", "шлагбаум", "калитк", "замок", "сейф", "шкаф", "сигнализац", "сигналіз", "домофон",
	"капиј", "ормар", "аларм", "улаз", "портала", "бариер", "катинар",
	"πόρτα", "πύλη", "καγκελόπορτ", "συναγερμ", "χρηματοκιβώτι", "ντουλάπ", "λουκέτ", "είσοδ", "κλειδοθήκ", "κλειδαρ",
	"kapı", "kapi", "dolap", "kilit", "bariyer", "cửa", "két", "cổng", "báo động", "khóa", "khoá",
	"pintu", "gerbang", "brankas", "loker", "gembok", "kandado", "mlango", "kufuli", "kabati",
	"بوابة", "إنذار", "خزنة", "خزنه", "خزانة", "قفل", "درب", "دروازه", "دزدگیر", "گاوصندوق", "کمد",
	"דלת", "שער", "אזעקה", "כספת", "לוקר", "מנעול", "दरवाज", "गेट", "अलार्म", "तिजोरी", "ताला", "लॉकर",
	"ประตู", "ตู้เซฟ", "ล็อกเกอร์", "กุญแจ", "门禁", "門禁", "大门", "大門", "门锁", "門鎖", "闸", "报警", "警报",
	"保险柜", "保险箱", "储物柜", "ドア", "ゲート", "警報", "金庫", "ロッカー", "南京錠", "オートロック",
	"현관", "금고", "도어락", "도어록", "게이트", "경보", "사물함", "자물쇠"})

// codeContexts make "code" a credential on their line: the code opens them, or it is a
// Wi-Fi's, a mailbox's or a device's.
var codeContexts = slices.Concat(openers, []string{"wifi", "wi-fi", "wlan", "mailbox", "voicemail", "باب",
	"access", "acesso", "acceso", "accès", "accesso", "dostęp", "toegang", "entry", "zugang", "вайфа", "pin", "lock", "storage", "cabinet", "门", "門", "porta", "schloss",
	"disarm", "copier", "コピー", "kopierer", "photocopieuse", "fotocopiadora", "ไวไฟ", "radio", "hek", "tor", "teclado",
	"schlüsselkäst", "schlüsselkast", "schlüsseltresor", "schlüsselbox", "serverraum", "server room", "eksoporta",
	"kleidaria", "seif", "پارکینگ", "وای‌فای", "وای فای", "واي فاي", "وايفاي", "کارت", "usa ", "vault"}, alarmRoles)

// alarmRoles name an alarm panel's codes by the role they give: the engineer's (installer's),
// the master user's; also as a compound's head (Errichtercode, Mastercode).
var alarmRoles = []string{"engineer", "installer", "master user", "master code", "mastercode", "instalador", "maestro",
	"instalator", "serwisow", "errichter", "installateur", "installatore"}

// hasCodeContext: the line names what a code opens (codeContexts); the English words that end
// other words (Xentry, navigate, unsafe) count only as words of their own.
func hasCodeContext(line string) bool {
	for _, c := range codeContexts {
		for off := 0; ; {
			i := strings.Index(line[off:], c)
			if i < 0 {
				break
			}
			i += off
			if !boundedContexts[c] || i == 0 || !isLetter(line[i-1]) {
				return true
			}
			off = i + 1
		}
	}
	return false
}

var boundedContexts = setOf(`entry access gate safe hek tor`)

// lockContexts make a password word's digits a code: what it opens has a keypad ("kapı şifresi
// 0054", "门禁密码 37215#"), as a card has. Not codeContexts: a Wi-Fi or access password is no
// run of digits.
var lockContexts = slices.Concat(openers, []string{"kart", "card", "carte", "tarjeta", "cartão", "kasa", "duress",
	"sesli mesaj", "voicemail"})

var lockContextIDs = patternIDs(lockContexts)

// lockHits are where the text names a lock (lockContexts), found by the automaton once a
// line asks.
type lockHits struct {
	pos  []int32
	done bool
}

// in: a lock's name starts within [s, e).
func (l *lockHits) in(h *hits, s, e int) bool {
	if !l.done {
		l.pos, l.done = h.merged(lockContextIDs, nil), true
	}
	i := sort.Search(len(l.pos), func(i int) bool { return int(l.pos[i]) >= s })
	return i < len(l.pos) && int(l.pos[i]) < e
}

// withCapitals adds the capitalised form of each word that starts outside ASCII (text is
// lower-cased in ASCII only).
func withCapitals(words []string) []string {
	out := words
	for _, w := range words {
		if r, n := utf8.DecodeRuneInString(w); r >= utf8.RuneSelf && unicode.ToUpper(r) != r {
			out = append(out, string(unicode.ToUpper(r))+w[n:])
		}
	}
	return out
}

var sentenceIDs, sentenceKinds = func() ([]int, []int) {
	var ids, kinds []int
	seen := map[int]bool{}
	for w, k := range sentenceWords {
		forms := []string{w}
		if !isASCII(w) {
			r, n := utf8.DecodeRuneInString(w)
			forms = append(forms, string(unicode.ToUpper(r))+w[n:], strings.ToUpper(w))
		}
		for _, f := range forms {
			if id := pattern(f); !seen[id] {
				seen[id] = true
				ids = append(ids, id)
				kinds = append(kinds, k)
			}
		}
	}
	return ids, kinds
}()
