package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// Names, user names, hosts and random values for heldout-bw.

var hbwJaNames = [][2]string{{"田中", "tanaka"}, {"佐藤", "sato"}, {"鈴木", "suzuki"}, {"高橋", "takahashi"},
	{"伊藤", "ito"}, {"渡辺", "watanabe"}, {"山本", "yamamoto"}, {"中村", "nakamura"}, {"小林", "kobayashi"},
	{"加藤", "kato"}, {"吉田", "yoshida"}, {"山口", "yamaguchi"}, {"松本", "matsumoto"}, {"井上", "inoue"},
	{"森", "mori"}, {"清水", "shimizu"}, {"藤田", "fujita"}, {"岡田", "okada"}}

var hbwZhNames = [][2]string{{"王伟", "wangwei"}, {"李娜", "lina"}, {"张敏", "zhangmin"}, {"刘洋", "liuyang"},
	{"陈静", "chenjing"}, {"杨帆", "yangfan"}, {"赵磊", "zhaolei"}, {"黄婷", "huangting"}, {"周杰", "zhoujie"},
	{"吴霞", "wuxia"}, {"徐涛", "xutao"}, {"孙丽", "sunli"}, {"马超", "machao"}, {"胡军", "hujun"}}

var hbwTwNames = [][2]string{{"陳怡君", "chen.yijun"}, {"林志明", "lin.zhiming"}, {"黃雅婷", "huang.yating"},
	{"張家豪", "chang.chiahao"}, {"李宗翰", "lee.tsunghan"}, {"王淑芬", "wang.shufen"}, {"吳冠廷", "wu.kuanting"}}

var hbwKoNames = [][2]string{{"김민준", "minjun.kim"}, {"이서연", "seoyeon.lee"}, {"박지훈", "jihoon.park"},
	{"최유진", "yujin.choi"}, {"정하늘", "haneul.jung"}, {"강도윤", "doyun.kang"}, {"조수아", "sua.cho"},
	{"윤서준", "seojun.yoon"}, {"장예린", "yerin.jang"}, {"임태현", "taehyun.lim"}, {"한지민", "jimin.han"}}

// hbwUserOf turns a romanised name into a login name in one of several house styles.
func hbwUserOf(r string) string {
	r = strings.ReplaceAll(r, ".", "")
	switch rng.IntN(5) {
	case 0:
		return r
	case 1:
		return r + "." + rnd(lower, 1)
	case 2:
		return rnd(lower, 1) + r
	case 3:
		return r + "_" + rnd(digits, 2)
	default:
		return r + rnd(digits, 3)
	}
}

var hbwPwWords = []string{"sakura", "himawari", "tanuki", "fujisan", "momiji", "kaede", "yuzu", "tsubaki",
	"hotaru", "kitsune", "ramen", "onsen", "shiba", "matcha", "daifuku", "kamome", "xiaolong", "panda",
	"longjing", "mantou", "jiaozi", "xigua", "haitang", "baozi", "huoguo", "tianyuan", "hangang", "busan",
	"kimchi", "bulgogi", "namsan", "jeju", "sonamu", "haneul", "dalgona", "tteok", "gyeongju", "bada",
	"Lisboa", "tokyo", "osaka", "nagoya", "sapporo", "chengdu", "hangzhou", "taipei", "incheon", "daegu"}

const hbwSym = "!#$%&*+-=?@_."

func hbwCap(s string) string { return strings.ToUpper(s[:1]) + s[1:] }

// hbwMixed is a generated-looking password that starts with a letter and mixes classes.
func hbwMixed(n int) string {
	b := []byte(rnd(upper+lower, 1) + rnd(alnum+hbwSym, n-1))
	b[1+rng.IntN(n-1)] = digits[rng.IntN(10)]
	b[1+rng.IntN(n-1)] = hbwSym[rng.IntN(len(hbwSym))]
	return string(b)
}

// hbwPw is a password as people in these offices make them up.
func hbwPw() string {
	w := pick(hbwPwWords)
	sym := string(hbwSym[rng.IntN(len(hbwSym))])
	switch rng.IntN(9) {
	case 0:
		return hbwCap(w) + sym + fmt.Sprint(2016+rng.IntN(11))
	case 1:
		return w + "-" + pick(hbwPwWords) + "-" + rnd(digits, 1+rng.IntN(3))
	case 2, 3:
		return hbwMixed(10 + rng.IntN(7))
	case 4:
		return w + rnd(digits, 2+rng.IntN(3)) + sym
	case 5:
		return hbwCap(w) + hbwCap(pick(hbwPwWords)) + rnd(digits, 2)
	case 6:
		r := strings.NewReplacer("a", "@", "o", "0", "e", "3", "i", "1")
		return hbwCap(r.Replace(w)) + "_" + rnd(digits, 2+rng.IntN(3))
	case 7:
		return rnd(lower, 2) + fmt.Sprintf("%02d%02d", 1+rng.IntN(12), 1+rng.IntN(28)) + sym + hbwCap(w)
	default:
		return rnd(alnum, 9+rng.IntN(6))
	}
}

// hbwPwURL is a password that needs no escaping in a URL or connection string.
func hbwPwURL() string {
	b := []byte(hbwPw())
	for i, c := range b {
		if !strings.ContainsRune(alnum, rune(c)) {
			b[i] = "-_."[rng.IntN(3)]
		}
	}
	return string(b)
}

// hbwPwShell is a password that is safe inside single quotes and YAML plain scalars.
func hbwPwShell() string {
	b := []byte(hbwPw())
	for i, c := range b {
		if c == '#' || c == '&' || c == '*' || c == '%' || c == '?' {
			b[i] = "!@-_."[rng.IntN(5)]
		}
	}
	return string(b)
}

// hbwPin is a numeric code that does not look like a year.
func hbwPin(n int) string {
	for {
		p := rnd(digits, n)
		if !strings.HasPrefix(p, "19") && !strings.HasPrefix(p, "20") {
			return p
		}
	}
}

const hbwB64 = alnum + "+/"

func hbwHexU(n int) string { return strings.ToUpper(rnd(hexs, n)) }

func hbwUUID() string {
	return rnd(hexs, 8) + "-" + rnd(hexs, 4) + "-4" + rnd(hexs, 3) + "-" + pick([]string{"8", "9", "a", "b"}) +
		rnd(hexs, 3) + "-" + rnd(hexs, 12)
}

func hbwIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{10, 172, 192}), rng.IntN(256), rng.IntN(256), 2+rng.IntN(250))
}

func hbwPubIP() string {
	return fmt.Sprintf("%d.%d.%d.%d", pick([]int{47, 101, 118, 133, 150, 160, 211, 223}), rng.IntN(256), rng.IntN(256), 2+rng.IntN(250))
}

// Vendor credentials.

func hbwAliID() string {
	return pick([]string{"LTAI5t", "LTAI4G", "LTAI4F"}) + rnd(alnum, 16+rng.IntN(3))
}
func hbwAliSecret() string { return rnd(alnum, 30) }
func hbwTcID() string      { return "AKID" + rnd(alnum, 32) }
func hbwTcKey() string     { return rnd(alnum, 32) }
func hbwHwAK() string      { return rnd(upper+digits, 20) }
func hbwHwSK() string      { return rnd(alnum, 40) }
func hbwNcpAK() string     { return rnd(upper+digits, 20) }
func hbwNcpSK() string     { return rnd(alnum, 40) }

func hbwAliRDS() string { return "rm-" + rnd(lower+digits, 17) + ".mysql.rds.aliyuncs.com" }
func hbwAliRedis() string {
	return "r-" + rnd(lower+digits, 14) + "." + pick([]string{"redis.rds.aliyuncs.com", "redis.rds.aliyuncs.com", "redis.zhangbei.rds.aliyuncs.com"})
}
func hbwTcDB() string {
	return pick([]string{"sh", "gz", "bj", "cd"}) + "-cdb-" + rnd(lower+digits, 8) + ".sql.tencentcdb.com"
}

func hbwSlackBot() string {
	return pick([]string{"xoxb-", "xoxb-", "xoxp-"}) + rnd(digits, 10+rng.IntN(3)) + "-" + rnd(digits, 12+rng.IntN(2)) + "-" + rnd(alnum, 24)
}

// hbwSlackHook returns the whole URL and its secret last part.
func hbwSlackHook() (string, string) {
	s := rnd(alnum, 24)
	return "https://hooks.slack.com/services/T" + rnd(upper+digits, 8+rng.IntN(3)) + "/B" + rnd(upper+digits, 9+rng.IntN(3)) + "/" + s, s
}

func hbwLineToken() string { return rnd(hbwB64, 171) + "=" }
func hbwGitHub() string    { return "ghp_" + rnd(alnum, 36) }
func hbwGitLab() string    { return "glpat-" + rnd(b64url, 20) }
func hbwToss(live bool, kind string) string {
	env := "test_"
	if live {
		env = "live_"
	}
	return env + kind + "_" + rnd(alnum, 28)
}

// hbwJWT is a signed JWT with a random payload.
func hbwJWT() string {
	alg := pick([]string{"HS256", "HS512", "RS256"})
	siglen := map[string]int{"HS256": 43, "HS512": 86, "RS256": 342}[alg]
	h := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"` + alg + `","typ":"JWT"}`))
	p := fmt.Sprintf(`{"sub":"%d","iss":"%s","iat":%d,"exp":%d}`, 10000+rng.IntN(900000),
		pick([]string{"auth.example.jp", "passport.example.cn", "api.example.co.kr", "sso"}),
		1735000000+rng.IntN(20000000), 1760000000+rng.IntN(20000000))
	return h + "." + base64.RawURLEncoding.EncodeToString([]byte(p)) + "." + rnd(b64url, siglen)
}

// hbwDiscord is a Discord bot token: base64 of the bot's snowflake id, a timestamp part and an HMAC.
func hbwDiscord() string {
	id := fmt.Sprint(1+rng.IntN(9)) + rnd(digits, 16+rng.IntN(3))
	return base64.RawURLEncoding.EncodeToString([]byte(id)) + "." + rnd(b64url, 6) + "." + rnd(b64url, pick([]int{27, 38}))
}

func hbwSnowflake() string { return fmt.Sprint(1+rng.IntN(9)) + rnd(digits, 17+rng.IntN(2)) }

// hbwPEM returns a private key block and its body (the secret).
func hbwPEM() (string, string) {
	kind := pick([]string{"RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY", "OPENSSH PRIVATE KEY"})
	var lines []string
	width := 64
	switch kind {
	case "RSA PRIVATE KEY":
		lines = append(lines, "MIIEpAIBAAKCAQEA"+rnd(hbwB64, 48))
	case "PRIVATE KEY":
		lines = append(lines, "MIIEvQIBADANBgkqhkiG9w0BAQEFAASCBKcwggSjAgEAAoIBAQ"+rnd(hbwB64, 14))
	case "EC PRIVATE KEY":
		lines = append(lines, "MHcCAQEEI"+rnd(hbwB64, 55))
	default:
		width = 70
		lines = append(lines, "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW"+rnd(hbwB64, 0))
	}
	n := 3 + rng.IntN(6)
	if kind == "EC PRIVATE KEY" {
		n = 1
	}
	for i := 0; i < n; i++ {
		lines = append(lines, rnd(hbwB64, width))
	}
	lines = append(lines, rnd(hbwB64, 8+rng.IntN(40))+pick([]string{"", "=", "=="}))
	body := strings.Join(lines, "\n")
	return "-----BEGIN " + kind + "-----\n" + body + "\n-----END " + kind + "-----", body
}

// hbwPubKey is an OpenSSH public key line (not a secret).
func hbwPubKey(comment string) string {
	if rng.IntN(2) == 0 {
		return "ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI" + rnd(hbwB64, 43) + " " + comment
	}
	return "ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ" + rnd(hbwB64, 200+rng.IntN(300)) + " " + comment
}

// hbwLicense is a product key of five groups.
func hbwLicense() string {
	const set = "BCDFGHJKMPQRTVWXY2346789"
	g := make([]string, 5)
	for i := range g {
		g[i] = rnd(set, 5)
	}
	return strings.Join(g, "-")
}

func hbwTOTP() string {
	s := rnd(b32, pick([]int{16, 32}))
	if rng.IntN(3) == 0 {
		var g []string
		for i := 0; i < len(s); i += 4 {
			g = append(g, strings.ToLower(s[i:i+4]))
		}
		return strings.Join(g, " ")
	}
	return s
}

func hbwRecovery() string {
	switch rng.IntN(3) {
	case 0:
		return rnd(digits, 4) + " " + rnd(digits, 4)
	case 1:
		return rnd(lower+digits, 5) + "-" + rnd(lower+digits, 5)
	default:
		return rnd(digits, 8)
	}
}

func hbwDate() string {
	return fmt.Sprintf("%d-%02d-%02d", 2024+rng.IntN(2), 1+rng.IntN(12), 1+rng.IntN(28))
}

func hbwTime() string {
	return fmt.Sprintf("%s %02d:%02d:%02d", hbwDate(), rng.IntN(24), rng.IntN(60), rng.IntN(60))
}

func hbwSHA() string { return rnd(hexs, 40) }

// hbwClock returns successive, increasing timestamps for one log excerpt.
func hbwClock() func() string {
	h, m, s := rng.IntN(24), rng.IntN(60), rng.IntN(60)
	d := hbwDate()
	return func() string {
		s += 1 + rng.IntN(40)
		m += s / 60
		s %= 60
		h += m / 60
		m %= 60
		h %= 24
		return fmt.Sprintf("%s %02d:%02d:%02d", d, h, m, s)
	}
}

// hbwAttendees picks three different names from a list.
func hbwAttendees(list [][2]string) (string, string, string) {
	p := rng.Perm(len(list))
	return list[p[0]][0], list[p[1]][0], list[p[2]][0]
}

// hbwPinNot is a code that neither contains nor is contained in avoid (a nearby id).
func hbwPinNot(n int, avoid string) string {
	for {
		p := hbwPin(n)
		if !strings.Contains(p, avoid) && !strings.Contains(avoid, p) {
			return p
		}
	}
}
