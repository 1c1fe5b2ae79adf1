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
		{"an address and a password", "the lift vendor set remote access up as ops.team@greenleaf.io / Bramble42Quay", []string{"Bramble42Quay"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}
