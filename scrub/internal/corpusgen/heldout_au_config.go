package main

// heldout_au_config.go: database URLs and connection strings, .env files, Kubernetes secrets,
// PEM and SSH private keys, JWTs, basic auth, TOTP seeds and recovery codes, streaming servers.

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hauDBURL() (string, string) {
	p := hauPick(hauHumanPw(), hauRnd(alnum, 16+rng.IntN(8)))
	p = strings.NewReplacer("@", "", "#", "", "?", "", "&", "", "+", "", "$", "", "*", "", "!", "", "=", "").Replace(p)
	if len(p) < 8 {
		p += hauRnd(alnum, 6)
	}
	u := hauPick("postgres", "app", "radio", "doacoes", "ong_rw", "wp_user", "kasir")
	switch rng.IntN(6) {
	case 0:
		return fmt.Sprintf("postgres://%s:%s@%s:5432/%s", u, p, hauHost(), hauPick("doacoes", "noticias", "sms")), p
	case 1:
		return fmt.Sprintf("mysql://%s:%s@%s:3306/%s", u, p, hauHost(), hauPick("wordpress", "tienda", "pos")), p
	case 2:
		return fmt.Sprintf("mongodb+srv://%s:%s@cluster0.%s.mongodb.net/%s?retryWrites=true&w=majority", u, p, hauRnd(lower+digits, 5), hauPick("ouvintes", "relawan", "beneficiarios")), p
	case 3:
		return fmt.Sprintf("redis://default:%s@%s:6379/0", p, hauHost()), p
	case 4:
		return fmt.Sprintf("amqp://%s:%s@%s:5672/%%2F", u, p, hauHost()), p
	default:
		return fmt.Sprintf("postgresql://%s:%s@db.%s.supabase.co:5432/postgres", u, p, hauRnd(lower, 20)), p
	}
}

func hauJWT() string {
	hdr := base64.RawURLEncoding.EncodeToString([]byte(`{"alg":"HS256","typ":"JWT"}`))
	body := base64.RawURLEncoding.EncodeToString([]byte(fmt.Sprintf(`{"sub":"%s","role":"%s","iat":%d}`, hauDigits(6), hauPick("admin", "service_role", "editor", "kasir"), 1700000000+rng.IntN(40000000))))
	return hdr + "." + body + "." + hauRnd(b64url, 43)
}

func hauPEMBody(lines int) string {
	var b []string
	for i := 0; i < lines; i++ {
		b = append(b, hauB64(64))
	}
	b = append(b, hauB64(20+rng.IntN(40))+hauPick("", "=", "=="))
	return strings.Join(b, "\n")
}

func hauConfigOne() Sample {
	n := hauName()
	switch rng.IntN(24) {
	case 0, 1:
		url, p := hauDBURL()
		return hauSec("db-url", "env", fmt.Sprintf("DATABASE_URL=%s\nPORT=8080", url), p).hauKeep("PORT=8080")
	case 2:
		url, p := hauDBURL()
		return hauSec("db-url", "chat", fmt.Sprintf("%s: la base de la tienda está en %s", n, url), p)
	case 3:
		url, p := hauDBURL()
		return hauSec("db-url", "stacktrace", fmt.Sprintf("Error: connect ECONNREFUSED\n    at TCPConnectWrap.afterConnect [as oncomplete] (node:net:1555:16)\n  config: { url: '%s' }", url), p)
	case 4:
		url, p := hauDBURL()
		return hauSec("db-url", "yaml", fmt.Sprintf("services:\n  api:\n    image: ghcr.io/kibera-news/api:2.3\n    environment:\n      - DATABASE_URL=%s\n      - TZ=Africa/Nairobi", url), p).hauKeep("- TZ=Africa/Nairobi")
	case 5:
		p := hauPw()
		return hauSec("connstring", "json", fmt.Sprintf("\"ConnectionStrings\": {\n  \"Default\": \"Server=%s;Database=Doacoes;User Id=sa;Password=%s;TrustServerCertificate=True\"\n}", hauHost(), p), p)
	case 6:
		p := hauPw()
		return hauSec("connstring", "php", fmt.Sprintf("$conn = new mysqli('localhost', '%s', '%s', 'tienda_feria');\nif ($conn->connect_error) { die('Error de conexión'); }", hauUser(), p), p).hauKeep("if ($conn->connect_error) { die('Error de conexión'); }")
	case 7:
		p := hauPw()
		return hauSec("connstring", "php", fmt.Sprintf("define( 'DB_NAME', 'wp_radio' );\ndefine( 'DB_USER', 'wp_radio' );\ndefine( 'DB_PASSWORD', '%s' );\ndefine( 'DB_HOST', 'localhost' );", p), p).hauKeep("define( 'DB_HOST', 'localhost' );")
	case 8:
		p, k := hauPw(), hauRnd(b64url, 40)
		return hauSec("dotenv", "env", fmt.Sprintf("APP_NAME=\"Rede Comunitária\"\nAPP_KEY=base64:%s=\nDB_CONNECTION=mysql\nDB_HOST=127.0.0.1\nDB_USERNAME=%s\nDB_PASSWORD=%s\nMAIL_MAILER=smtp", k+"abc", hauUser(), p), k+"abc", p).hauKeep("DB_CONNECTION=mysql")
	case 9:
		p := hauPw()
		sms := hauRnd(hexs, 32)
		return hauSec("dotenv", "env", fmt.Sprintf("# .env de produção — NÃO COMMITAR\nSMS_GATEWAY_URL=https://%s/api/send\nSMS_GATEWAY_KEY=%s\nSMTP_USER=%s\nSMTP_PASS=%s", hauHost(), sms, hauEmail(), p), sms, p)
	case 10, 11:
		v := hauPw()
		enc := hauStdB64(v)
		u := hauUser()
		return hauSec("k8s-secret", "yaml", fmt.Sprintf("apiVersion: v1\nkind: Secret\nmetadata:\n  name: %s-db\n  namespace: %s\ntype: Opaque\ndata:\n  username: %s\n  password: %s", hauPick("doacoes", "radio", "sms"), hauPick("prod", "ong", "default"), hauStdB64(u), enc), enc).hauKeep("kind: Secret")
	case 12:
		v := hauRnd(alnum, 32)
		enc := hauStdB64(v)
		return hauSec("k8s-secret", "shell", fmt.Sprintf("$ kubectl get secret mpesa-api -o jsonpath='{.data.consumer_secret}'\n%s", enc), enc)
	case 13:
		body := hauPEMBody(6 + rng.IntN(8))
		kind := hauPick("RSA PRIVATE KEY", "PRIVATE KEY", "EC PRIVATE KEY")
		return hauSec("pem-key", "note", fmt.Sprintf("%s: chave do certificado do site (não perde!):\n-----BEGIN %s-----\n%s\n-----END %s-----", n, kind, body, kind), body)
	case 14:
		body := "b3BlbnNzaC1rZXktdjEAAAAABG5vbmUAAAAEbm9uZQAAAAAAAAABAAAAMwAAAAtzc2gtZW\n" + hauPEMBody(3+rng.IntN(4))
		return hauSec("ssh-key", "shell", fmt.Sprintf("%s@studio:~$ cat ~/.ssh/id_ed25519\n-----BEGIN OPENSSH PRIVATE KEY-----\n%s\n-----END OPENSSH PRIVATE KEY-----", hauUser(), body), body)
	case 15:
		j := hauJWT()
		return hauSec("jwt", "http", fmt.Sprintf("GET /api/v1/beneficiarios?page=2 HTTP/1.1\nHost: %s\nAuthorization: Bearer %s\nAccept: application/json", hauHost(), j), j).hauKeep("Accept: application/json")
	case 16:
		j := hauJWT()
		return hauSec("jwt", "chat", fmt.Sprintf("%s: pakai token ini buat tes endpoint laporan: %s", n, j), j)
	case 17:
		u, p := hauUser(), strings.ReplaceAll(hauPw(), ":", "")
		b := hauStdB64(u + ":" + p)
		return hauSec("basic-auth", "http", fmt.Sprintf("POST /sms/send HTTP/1.1\nHost: %s\nAuthorization: Basic %s\nContent-Type: application/x-www-form-urlencoded", hauHost(), b), b)
	case 18:
		p := hauRnd(alnum, 14)
		return hauSec("basic-auth", "url", fmt.Sprintf("%s: painel do Icecast: http://admin:%s@%s:8000/admin/", n, p, hauHost()), p)
	case 19:
		seed := hauRnd(b32, 32)
		return hauSec("totp-seed", "note", fmt.Sprintf("2FA da conta do Google da ONG\nchave de configuração: %s\n(app: Google Authenticator no celular da recepção)", seed), seed).hauKeep("(app: Google Authenticator no celular da recepção)")
	case 20:
		seed := hauRnd(b32, 16)
		return hauSec("totp-seed", "url", fmt.Sprintf("otpauth://totp/RadioMare:%s?secret=%s&issuer=RadioMare", hauEmail(), seed), seed)
	case 21:
		var codes []string
		for i := 0; i < 4+rng.IntN(4); i++ {
			codes = append(codes, hauRnd(lower+digits, 5)+"-"+hauRnd(lower+digits, 5))
		}
		return hauSec("recovery-codes", "note", fmt.Sprintf("Códigos de recuperação do GitHub (guardar no cofre):\n%s", strings.Join(codes, "\n")), codes...)
	case 22:
		var codes []string
		for i := 0; i < 5; i++ {
			codes = append(codes, hauRnd(digits, 4)+" "+hauRnd(digits, 4))
		}
		return hauSec("recovery-codes", "chat", fmt.Sprintf("%s: codes de secours Google du compte de la radio : %s", n, strings.Join(codes, ", ")), codes...)
	default:
		p, a := hauPw(), hauPw()
		return hauSec("icecast", "xml", fmt.Sprintf("<authentication>\n    <source-password>%s</source-password>\n    <relay-password>%s</relay-password>\n    <admin-user>admin</admin-user>\n    <admin-password>%s</admin-password>\n</authentication>", p, p, a), p, a).hauKeep("<admin-user>admin</admin-user>")
	}
}

func hauConfigSamples() []Sample { return hauRep(42, hauConfigOne) }
