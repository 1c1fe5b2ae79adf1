package scrub_test

import (
	"strings"
	"testing"
)

// The look-alikes beside the seventeenth round's mechanisms, each in a wording of its own: a
// register's value, a setting after "set it to", sums in code, a stamp after "password", a YAML
// key under a secret, and a variable's name as a password's value.
func TestLeavesSeventeenthRoundLookAlikesAlone(t *testing.T) {
	t.Parallel()
	assertUnchanged(t,
		"we flashed the board and set it to 0x7FFE before the reboot",
		"I set it to utf8mb4_general_ci and switched the region to eu-north-1",
		"changed it to Windows11 on the lab PC",
		"grand = subtotal + shippingFee2Eur",
		"password 202503141200 rotation window closes tonight",
		"creds:\n  api_token: ${API_TOKEN}\n  region: ap-south-1",
		"$password = $dbPass2;\n$user = $s3Reader;",
		"PGPASSWORD=$PGPASS psql -h db",
	)
}

// The shapes of the seventeenth round, each in a wording of its own.
func TestRedactsSeventeenthRoundShapes(t *testing.T) {
	t.Parallel()
	cases := []struct {
		name    string
		in      string
		secrets []string
	}{
		{"a shell's password of letters alone before its command", "PGPASSWORD=qWeRtYuIoPaSdFgHjKlZx pg_dump -h 10.1.1.4 shop", []string{"qWeRtYuIoPaSdFgHjKlZx"}},
		{"a password whose stars close it", "the kiosk takes 'Meadow_41**' since Monday", []string{"Meadow_41**"}},
		{"smbclient's password quoted after the percent", "smbclient //nas/ops -U backup%'Harrow_72!x' -c dir", []string{"Harrow_72!x"}},
		{"impacket's target with a host", "wmiexec.py -hashes :0 lab.internal/svc_ops:Qz7!mK2#pL9@172.16.9.20 hostname", []string{"Qz7!mK2#pL9"}},
		{"impacket's target without a host", "GetNPUsers.py lab.internal/jsmith:Tundra2025x -dc-ip 172.16.9.1", []string{"Tundra2025x"}},
		{"a password that starts with a dollar", "Kennwort: $Vg7RtKp2Lm9Q", []string{"$Vg7RtKp2Lm9Q"}},
		{"a token's second piece under a chat header", "[下午 4:05] 王伟 : api_key=Zt8Qm2LkV7xNp4RwB9cYd6Hf\n[下午 4:05] 王伟 : Hx4Lq9Zt2Wm7Rc3Vb8Nk", []string{"Zt8Qm2LkV7xNp4RwB9cYd6Hf", "Hx4Lq9Zt2Wm7Rc3Vb8Nk"}},
		{"a token's second piece in a table's next row", "| what | value |\n|---|---|\n| api token | Wq2Lm8Zt3Vx7Np4Rb9KcT5 |\n|  | Pq8Zm3Lx7Vt2Nw9Rk4Hc |", []string{"Wq2Lm8Zt3Vx7Np4Rb9KcT5", "Pq8Zm3Lx7Vt2Nw9Rk4Hc"}},
		{"a token's second piece after a log's (cont)", "2026-01-02T03:04:05Z INFO boot: token=Lq7Vx2Np9Zt5Wm3Rc8Bd4Hf\n2026-01-02T03:04:05Z INFO boot: (cont) Tz3Wq8Lm2Vx7Np4Rb9Kc", []string{"Lq7Vx2Np9Zt5Wm3Rc8Bd4Hf", "Tz3Wq8Lm2Vx7Np4Rb9Kc"}},
		{"a password set through a pronoun", "the vault had the old one, so I changed it to copperkettle58lantern tonight", []string{"copperkettle58lantern"}},
		{"a password reset through a pronoun", "IT reset it to Vx9#Lm2qRt this morning", []string{"Vx9#Lm2qRt"}},
		{"a user and a password joined by a plus", "print server → scanuser + Harbor-Lime-42", []string{"Harbor-Lime-42"}},
		{"a router's key of digits", "the backup router's wlan key 83920174650391827364", []string{"83920174650391827364"}},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) { assertRedacted(t, c.in, c.secrets) })
	}
}

// A key's line under a secret is no piece of it: only a header with a time, a number or a
// bracket stands before a wrapped token's next piece.
func TestKeepsTheKeyUnderAWrappedSecret(t *testing.T) {
	t.Parallel()
	in := "deploy:\n  smtp_password: Wq2Lm8Zt3-Vx7Np4Rb9KcT5\n  region: ca-central-1"
	if out := sharedScrubber.Scrub(in).Text; !strings.Contains(out, "region: ca-central-1") || strings.Contains(out, "Wq2Lm8Zt3-Vx7Np4Rb9KcT5") {
		t.Errorf("scrubbed %q into %q", in, out)
	}
}
