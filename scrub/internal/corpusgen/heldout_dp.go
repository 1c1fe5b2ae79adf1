// Part heldout-dp: a blind held-out part about home labs and self-hosting (Proxmox, TrueNAS,
// Home Assistant, reverse proxies, VPN and mesh keys, backups, docker-compose files, forum
// posts), plus variants of four shapes (Discord bot tokens, "login is user / pw", keys split
// over two lines, private_key_id in prose). It was written without reading the scrubber's
// rules, its tests or any other corpus part.
package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

// hdpGen makes one sample.
type hdpGen func() Sample

// hdpFence is a markdown code fence (raw strings cannot hold backticks).
const hdpFence = "```"

func heldoutDP() []Sample {
	var out []Sample
	seen := map[string]bool{}
	run := func(gens []hdpGen, n int) {
		for i := 0; i < n; i++ {
			g := gens[i%len(gens)]
			s := g()
			for tries := 0; (hdpAmbiguous(s) || seen[s.Text]) && tries < 50; tries++ {
				s = g()
			}
			hdpCheck(s)
			seen[s.Text] = true
			out = append(out, s)
		}
	}
	var secrets, traps []hdpGen
	secrets = append(secrets, hdpPveSecrets()...)
	secrets = append(secrets, hdpHassSecrets()...)
	secrets = append(secrets, hdpNetSecrets()...)
	secrets = append(secrets, hdpAppSecrets()...)
	traps = append(traps, hdpTraps1()...)
	traps = append(traps, hdpTraps2()...)
	run(secrets, 404)
	run(traps, 266)
	run(hdpShapeSecrets(), 38)
	run(hdpShapeTraps(), 24)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	return out
}

// hdpAmbiguous reports a sample whose short secret also shows up by chance elsewhere in the
// text (say a PIN inside an address); the generator is simply run again.
func hdpAmbiguous(s Sample) bool {
	for _, sec := range s.Secrets {
		if len(sec) < 10 && strings.Count(s.Text, sec) > 1 {
			return true
		}
	}
	for _, k := range s.Keep {
		for _, sec := range s.Secrets {
			if strings.Contains(k, sec) || strings.Contains(sec, k) {
				return true
			}
		}
	}
	return false
}

// hdpCheck panics when a label does not fit its text.
func hdpCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-dp: nil Secrets in " + s.Category)
	}
	if s.Category == "" || s.Format == "" || s.Text == "" {
		panic("heldout-dp: empty field in " + s.Category + "/" + s.Format)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-dp: secret %q not in text of %s/%s", sec, s.Category, s.Format))
		}
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-dp: keep %q not in text of %s/%s", k, s.Category, s.Format))
		}
		for _, ki := range hdpIndexes(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, si := range hdpIndexes(s.Text, sec) {
					if ki < si+len(sec) && si < ki+len(k) {
						panic(fmt.Sprintf("heldout-dp: keep %q overlaps secret %q in %s", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func hdpIndexes(text, sub string) []int {
	var idx []int
	for off := 0; ; {
		i := strings.Index(text[off:], sub)
		if i < 0 {
			return idx
		}
		idx = append(idx, off+i)
		off += i + 1
	}
}

// hdpS builds a sample with secrets; hdpT builds a trap.
func hdpS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdpT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdpN(lo, hi int) int { return lo + rng.IntN(hi-lo+1) }

func hdpBytes(n int) []byte {
	b := make([]byte, n)
	for i := range b {
		b[i] = byte(rng.IntN(256))
	}
	return b
}

func hdpB64(n int) string    { return base64.StdEncoding.EncodeToString(hdpBytes(n)) }
func hdpB64Raw(n int) string { return base64.RawURLEncoding.EncodeToString(hdpBytes(n)) }
func hdpHex(n int) string    { return rnd(hexs, n) }

func hdpUUID() string {
	h := rnd(hexs, 32)
	return h[:8] + "-" + h[8:12] + "-4" + h[13:16] + "-" + pick([]string{"8", "9", "a", "b"}) + h[17:20] + "-" + h[20:]
}

// hdpOneOf returns one of its arguments.
func hdpOneOf(xs ...string) string { return pick(xs) }

var hdpPeople = []string{"jonas", "priya", "mateo", "sanne", "kofi", "lena", "tomasz", "aiko",
	"rafael", "ines", "dmitri", "freya", "oskar", "noor", "bram", "yuki", "chidi", "elif"}

var hdpHosts = []string{"pve01", "pve-node2", "truenas", "nas01", "hass", "homeassistant",
	"pihole", "docker01", "unraid", "opnsense", "pbs", "media-vm", "k3s-master", "proxmox",
	"tower", "nuc", "rpi4", "lxc-arr"}

var hdpDomains = []string{"home.arpa", "lab.lan", "bramhuis.nl", "fam-ortiz.net", "selfhost.cloud",
	"mylab.xyz", "nest42.duckdns.org", "casa-silva.pt", "home.internal", "kofi.dev"}

func hdpPerson() string { return pick(hdpPeople) }

// hdpPveHost is the name of a Proxmox node.
func hdpPveHost() string {
	return pick([]string{"pve", "pve01", "pve02", "pve-node2", "proxmox", "nuc-pve", "hv1", "pve-ms01"})
}
func hdpHost() string   { return pick(hdpHosts) }
func hdpDomain() string { return pick(hdpDomains) }

func hdpIP() string {
	switch rng.IntN(3) {
	case 0:
		return fmt.Sprintf("192.168.%d.%d", pick([]int{0, 1, 2, 10, 50, 178}), hdpN(2, 250))
	case 1:
		return fmt.Sprintf("10.%d.%d.%d", hdpN(0, 20), hdpN(0, 99), hdpN(2, 250))
	}
	return fmt.Sprintf("172.%d.%d.%d", hdpN(16, 31), hdpN(0, 9), hdpN(2, 250))
}

// hdpMinute is the running clock for chat lines, so that times within a chat go forward.
var hdpMinute = 0

func hdpClock() string {
	if rng.IntN(6) == 0 {
		hdpMinute = hdpN(0, 24*60-1)
	}
	hdpMinute = (hdpMinute + hdpN(0, 6)) % (24 * 60)
	return fmt.Sprintf("%02d:%02d", hdpMinute/60, hdpMinute%60)
}

func hdpDate() string {
	return fmt.Sprintf("%d-%02d-%02d", hdpN(2022, 2026), hdpN(1, 12), hdpN(1, 28))
}

func hdpStamp() string {
	return fmt.Sprintf("%sT%s:%02dZ", hdpDate(), hdpClock(), hdpN(0, 59))
}

// hdpHi is an opening line for a chat or a forum post.
func hdpHi() string {
	return pick([]string{"hey", "Hi all,", "hiya", "Hello,", "ok so", "quick one:", "yo", "Morning!",
		"Hey folks", "so,", "Hallo zusammen,", "Hi everyone"})
}

// hdpThanks is a closing line.
func hdpThanks() string {
	return pick([]string{"thanks in advance!", "Any help appreciated.", "cheers", "TIA",
		"what am I missing?", "Thanks!", "ideas welcome", "Danke!", "lmk", "(pulling my hair out here)"})
}
