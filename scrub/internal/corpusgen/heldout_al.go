package main

// heldout-al: a blind part written without reading the scrubber's rules. It leans towards
// development teams in East Asia and Eastern Europe (Japanese, Korean, Chinese, Russian,
// Ukrainian, Polish) and their vendors: LINE, KakaoTalk, WeChat, Alipay, Aliyun, Tencent Cloud,
// Baidu, Naver, Yandex Cloud, VK, 1C, Bitrix24, Gitee.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func heldoutAL() []Sample {
	var out []Sample
	out = append(out, halFourShapes()...)
	out = append(out, halAsiaVendors()...)
	out = append(out, halCloudVendors()...)
	out = append(out, halShellConfigs()...)
	out = append(out, halProse()...)
	out = append(out, halTraps()...)
	out = append(out, halTraps2()...)
	out = append(out, halTraps3()...)
	seen := map[string]bool{}
	uniq := out[:0]
	for _, s := range out {
		if !seen[s.Text] {
			seen[s.Text] = true
			uniq = append(uniq, s)
		}
	}
	out = uniq
	for _, s := range out {
		for _, x := range append(append([]string{}, s.Secrets...), s.Keep...) {
			if x == "" || !strings.Contains(s.Text, x) {
				panic(fmt.Sprintf("heldout-al: %q not in %s/%s text %q", x, s.Category, s.Format, s.Text))
			}
		}
		for _, k := range s.Keep {
			for _, x := range s.Secrets {
				if strings.Contains(k, x) {
					panic(fmt.Sprintf("heldout-al: keep %q holds secret %q", k, x))
				}
			}
		}
	}
	return out
}

// ---- small helpers ----

func halR(set string, n int) string {
	b := make([]byte, n)
	for i := range b {
		b[i] = set[rng.IntN(len(set))]
	}
	return string(b)
}

func halP(xs ...string) string { return xs[rng.IntN(len(xs))] }

func halN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func halS(cat, format, text string, secrets ...string) Sample {
	if secrets == nil {
		secrets = []string{}
	}
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets}
}

func halT(cat, format, text string) Sample { return halS(cat, format, text) }

func halK(s Sample, keep ...string) Sample {
	s.Keep = append(s.Keep, keep...)
	return s
}

func halRep(n int, f func() Sample) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, f())
	}
	return out
}

func halHex(n int) string { return halR(hexs, n) }

func halDigits(n int) string { return halR("123456789", 1) + halR(digits, n-1) }

// ---- value generators ----

func halDiscordToken() string {
	id := halR("123456789", 1) + halR(digits, halN(16, 18))
	return base64.RawStdEncoding.EncodeToString([]byte(id)) + "." + halR(b64url, 6) + "." + halR(b64url, halN(27, 38))
}

var halWords = []string{"Sakura", "Tokyo", "Osaka", "Hanbit", "Seoul", "Busan", "Kimchi", "Ramen", "Panda",
	"Beijing", "Shanghai", "Moskva", "Kotik", "Solnyshko", "Vesna", "Zima", "Warszawa", "Krakow",
	"Kyiv", "Lviv", "Dragon", "Tiger", "Haslo", "Parol", "Mima", "Nihao", "Sarang", "Yuki",
	"Momiji", "Fuji", "Baikal", "Wisla", "Dnipro", "Hanok", "Matryoshka", "Pierogi", "Borsch",
	"woaini", "zhongguo", "qwerty", "Kasztan", "Bursztyn", "Medved", "Lisitsa", "Neko", "Inu"}

func halHumanPw() string {
	w := halP(halWords...)
	y := halP("2024", "2025", "1987", "1999", "520", "1314", "777", "88", "01", "123", "2023", "0815")
	sym := halP("!", "@", "#", "$", "%", "&", "*", "_", "!!", "?", ".")
	switch rng.IntN(6) {
	case 0:
		return w + y + sym
	case 1:
		return w + sym + y
	case 2:
		return strings.ToLower(w) + "_" + y + sym
	case 3:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1", "s", "$")
		return r.Replace(w) + y
	case 4:
		return sym + w + y + halP(halWords...)[:3]
	default:
		return w + halP("-", ".", "") + halP(halWords...) + y
	}
}

func halRandPw() string {
	return halR(alnum, 2) + halR(alnum+"!#$%&*+-=?@^_", halN(9, 16)) + halR(digits, 1)
}

func halPw() string {
	if rng.IntN(2) == 0 {
		return halHumanPw()
	}
	return halRandPw()
}

func halSplitAt(tok string) (string, string) {
	i := len(tok)/2 + halN(-len(tok)/6, len(tok)/6)
	return tok[:i], tok[i:]
}

func halUser() string {
	return halP("admin", "root", "operator", "deploy", "tanaka", "kim.jh", "ivanov", "nowak", "user01",
		"pi", "ubnt", "manager", "svc_backup", "wang.lei", "sato_k", "dev", "app", "zabbix", "park")
}

func halGHP() string     { return "ghp_" + halR(alnum, 36) }
func halGLPat() string   { return "glpat-" + halR(alnum+"-_", 20) }
func halAWSID() string   { return halP("AKIA", "ASIA") + halR(upper+"234567", 16) }
func halAWSSec() string  { return halR(alnum+"+/", 40) }
func halSlack() string   { return "xoxb-" + halDigits(11) + "-" + halDigits(13) + "-" + halR(alnum, 24) }
func halStripe() string  { return halP("sk_live_51", "rk_live_51") + halR(alnum, halN(60, 96)) }
func halAliID() string   { return "LTAI5t" + halR(alnum, 18) }
func halAliSec() string  { return halR(alnum, 30) }
func halTcID() string    { return "AKID" + halR(alnum, 32) }
func halTcKey() string   { return halR(alnum, 32) }
func halGCPKey() string  { return "AIza" + halR(b64url, 35) }
func halLineTok() string { return halR(alnum+"+/", 171) + "=" }
func halTgBot() string   { return fmt.Sprintf("%s:AA%s", halDigits(halN(9, 10)), halR(b64url, 33)) }
func halVK() string      { return "vk1.a." + halR(b64url, halN(150, 200)) }
func halYcIAM() string   { return "t1.9euelZ" + halR(b64url, 90) + "." + halR(b64url, 86) }
func halYcOAuth() string { return "y0_AgAAAAA" + halR(b64url, 48) }
func halYcAPI() string   { return "AQVN" + halR(b64url, 36) }
func halTOTP() string    { return halR(b32, 32) }
func halAzure() string   { return halR(alnum, 3) + "8Q~" + halR(alnum+"-_.~", 34) }

func halLongTok() string {
	switch rng.IntN(8) {
	case 0:
		return halGHP()
	case 1:
		return halStripe()
	case 2:
		return halAWSSec()
	case 3:
		return halLineTok()
	case 4:
		return halVK()
	case 5:
		return halHex(64)
	case 6:
		return halYcIAM()
	default:
		return halR(b64url, halN(48, 80))
	}
}

func halJWT() string {
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	p := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","uid":%d,"iat":%d,"exp":%d}`,
		halUser(), halN(1000, 99999), 1714000000+halN(0, 9999999), 1719000000+halN(0, 9999999))))
	return h + "." + p + "." + halR(b64url, 43)
}

// halPEM returns a PEM private key block and two of its body lines to label.
func halPEM(kind string) (string, []string) {
	var lines []string
	head := map[string]string{
		"PRIVATE KEY":         "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ",
		"RSA PRIVATE KEY":     "MIIEpAIBAAKCAQEA",
		"EC PRIVATE KEY":      "MHcCAQEEI",
		"OPENSSH PRIVATE KEY": "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW",
	}[kind]
	n := halN(4, 9)
	if kind == "EC PRIVATE KEY" {
		n = 3
	}
	for i := 0; i < n; i++ {
		w := 64
		if kind == "OPENSSH PRIVATE KEY" {
			w = 70
		}
		if i == 0 {
			lines = append(lines, head+halR(alnum+"+/", w-len(head)))
		} else if i == n-1 {
			lines = append(lines, halR(alnum+"+/", halN(20, w-2))+halP("", "=", "=="))
		} else {
			lines = append(lines, halR(alnum+"+/", w))
		}
	}
	block := "-----BEGIN " + kind + "-----\n" + strings.Join(lines, "\n") + "\n-----END " + kind + "-----"
	return block, []string{lines[0], lines[len(lines)/2]}
}

func halBasic(user, pw string) string {
	return base64.StdEncoding.EncodeToString([]byte(user + ":" + pw))
}

func halB64(s string) string { return base64.StdEncoding.EncodeToString([]byte(s)) }

func halHost() string {
	return halP("db01.internal", "10.0.3.17", "pg-prod.corp.local", "mysql.dev.example.jp", "192.168.10.5",
		"rds-main.c9xk.ap-northeast-1.rds.amazonaws.com", "rm-bp1x.mysql.rds.aliyuncs.com",
		"c-c9q.rw.mdb.yandexcloud.net", "cdb-abc.sql.tencentcdb.com", "db.kr-1.ncloud.local")
}

func halDate() string {
	return fmt.Sprintf("2024-%02d-%02d", halN(1, 12), halN(1, 28))
}

func halTime() string {
	return fmt.Sprintf("%02d:%02d:%02d", halN(0, 23), halN(0, 59), halN(0, 59))
}

func halUUID() string {
	return halHex(8) + "-" + halHex(4) + "-4" + halHex(3) + "-" + halP("8", "9", "a", "b") + halHex(3) + "-" + halHex(12)
}
