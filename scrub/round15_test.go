package scrub_test

import (
	"strings"
	"testing"
)

// The look-alikes of the fifteenth round, each in a wording of its own (no corpus's): the next
// item of a Kubernetes env list, a command's next option after a token and a backslash, a quiz
// game's PIN, a menu's path after "password:".
func TestLeavesFifteenthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"Blooket game PIN for period 2 is 4410927, join on the projector",
		"To change a staff password: Admin > Users > Staff > Reset",
		"Amani: namba ya kitambulisho ni 41827365, na KRA PIN yake ni P051234567Z",
		"```sh\nexport MAIL_PASS=\"SU_CLAVE_AQUI\"\n```",
		"request 7f3a9c21e4b05d68a1c9e2f3b4d5a6c7-5b1e9f0a-3c2d-4e8f-9a1b-0c2d3e4f5a6b failed with 502",
		"containers:\n- env:\n  - name: SMTP_PASSWORD\n    valueFrom:\n      secretKeyRef: {name: mailer, key: password}\n  - name: LOG_LEVEL\n    value: Warning.Verbose7\n",
		"podman run --rm \\\n  --env-file ./prod.env \\\n  -v /srv/data:/data \\\n  quay.io/acme/worker:2.1",
	)
	in := "podman run --rm \\\n  -e SLACK_TOKEN=xoxb-3141592653-5897932384-Zt8Qm2LkV7xNp4RwB9cYd6Hf \\\n  -e LOG_LEVEL=info \\\n  quay.io/acme/worker:2.1"
	assertRedacted(t, in, []string{"xoxb-3141592653-5897932384-Zt8Qm2LkV7xNp4RwB9cYd6Hf"})
	if out := sharedScrubber.Scrub(in).Text; !strings.Contains(out, "-e LOG_LEVEL=info") {
		t.Errorf("the next option was taken for the token's rest:\n in: %q\nout: %q", in, out)
	}
}

// The shapes of the fifteenth round, each in a wording of its own.
func TestRedactsFifteenthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a front door's code in Italian", "Ciao Luca, il codice del portone adesso è 58214, grazie", []string{"58214"}},
		{"an alarm's disarm code", "disarm code for the warehouse panel: 7731, re-arm after", []string{"7731"}},
		{"a door's code in Hebrew", "הקוד לדלת האחורית הוא 3907", []string{"3907"}},
		{"a gate's password in Chinese", "小区大门密码 820615，记得关门", []string{"820615"}},
		{"a hex key wrapped under a hanging indent", "2025-02-11T09:30:00Z WARN  sync: signing with key=4107cccbed60c887d9d16b20\n      0530e7078895bbe53c962b4e5f780b7a2a058d6f", []string{"4107cccbed60c887d9d16b20", "0530e7078895bbe53c962b4e5f780b7a2a058d6f"}},
		{"a device's login after an arrow, piped", "boiler room HMI → operator|Tundra5!Kettle", []string{"Tundra5!Kettle"}},
		{"a copier's code", "Reminder for subs: copier user code 61840, staples in the drawer", []string{"61840"}},
		{"a copier's code in Japanese", "職員室のコピー機の管理コードは 40527 です", []string{"40527"}},
		{"a login whose password is a word and a number", "Exam kiosk login: proctor2 / lantern.5582", []string{"lantern.5582"}},
		{"an account set back to a password", "her account was locked again, so I set it back to Maple-Quill-77 for now", []string{"Maple-Quill-77"}},
		{"a login in Indonesian", "Sari: masuk pakai kasir / jeruk07# ya, jangan dibagi", []string{"jeruk07#"}},
		{"a password that is, in French", "Omar: le mot de passe du wifi du local c'est baobab21!", []string{"baobab21!"}},
		{"a password changed, in Portuguese", "- a senha do e-mail da escola foi trocada para @Mangue2025", []string{"@Mangue2025"}},
		{"a password's adjective after it, in French", "compte réactivé, mot de passe provisoire Kx7_Lumiere\nà changer", []string{"Kx7_Lumiere"}},
		{"a gate's code in Portuguese", "o código do portão dos fundos é 80412", []string{"80412"}},
		{"a card's PIN in Turkish", "Ayşe: banka kartının şifresi 904317, kimseye söyleme", []string{"904317"}},
		{"a Flutterwave live key", "moved FLWSECK-3f9a0c21e4b05d68a1c9e2f3b4d5a6c7-X into the vault today", []string{"FLWSECK-3f9a0c21e4b05d68a1c9e2f3b4d5a6c7-X"}},
		{"a Mercado Pago token", "usamos APP_USR-1234567890123456-112233-7f3a9c21e4b05d68a1c9e2f3b4d5a6c7-987654321 en la tienda", []string{"APP_USR-1234567890123456-112233-7f3a9c21e4b05d68a1c9e2f3b4d5a6c7-987654321"}},
		{"an Infobip key", "Infobip SMS sender key 7f3a9c21e4b05d68a1c9e2f3b4d5a6c7-5b1e9f0a-3c2d-4e8f-9a1b-0c2d3e4f5a6b", []string{"7f3a9c21e4b05d68a1c9e2f3b4d5a6c7-5b1e9f0a-3c2d-4e8f-9a1b-0c2d3e4f5a6b"}},
		{"a piped pair after a word for credentials", "Bayu: creds → stream | Gamelan88*", []string{"Gamelan88*"}},
		{"an address and a password", "the lift vendor set remote access up as ops.team@greenleaf.io / Bramble42Quay", []string{"Bramble42Quay"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
