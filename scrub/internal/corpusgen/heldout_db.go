package main

// heldout-db is a blind held-out corpus part on infrastructure as code: Terraform state, plans and
// tfvars, Ansible inventories and vaults, Pulumi configs, Packer and cloud-init files, and CI
// variables of deploy pipelines, with traps of the same shapes. About 8 % of it are variants of
// four shapes (Discord bot tokens, "login is user / password", keys split over two lines, and a
// service account's private_key_id in prose). It was written without reading the scrubber's
// rules, its tests or any other corpus part.

import (
	"fmt"
	"strings"
)

func hdbS(cat, format, text string, secrets []string, keep ...string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: secrets, Keep: keep}
}

func hdbT(cat, format, text string) Sample {
	return Sample{Category: cat, Format: format, Text: text, Secrets: []string{}}
}

func hdbL(xs ...string) []string { return xs }

// hdbRun calls the templates in turn until n samples are made.
func hdbRun(tpls []func() Sample, n int) []Sample {
	out := make([]Sample, 0, n)
	for i := 0; i < n; i++ {
		out = append(out, tpls[i%len(tpls)]())
	}
	return out
}

func hdbCat(lists ...[]func() Sample) []func() Sample {
	var all []func() Sample
	for _, l := range lists {
		all = append(all, l...)
	}
	return all
}

func hdbSpans(text, sub string) [][2]int {
	var spans [][2]int
	for from := 0; ; {
		i := strings.Index(text[from:], sub)
		if i < 0 {
			return spans
		}
		spans = append(spans, [2]int{from + i, from + i + len(sub)})
		from += i + 1
	}
}

func hdbCheck(s Sample) {
	if s.Secrets == nil {
		panic("heldout-db: nil secrets in " + s.Category)
	}
	for _, sec := range s.Secrets {
		if sec == "" || !strings.Contains(s.Text, sec) {
			panic(fmt.Sprintf("heldout-db: secret %q not in %s text:\n%s", sec, s.Category, s.Text))
		}
	}
	if len(s.Secrets) == 0 && len(s.Keep) > 0 {
		panic("heldout-db: keep on a trap in " + s.Category)
	}
	for _, k := range s.Keep {
		if k == "" || !strings.Contains(s.Text, k) {
			panic(fmt.Sprintf("heldout-db: keep %q not in %s text:\n%s", k, s.Category, s.Text))
		}
		for _, ks := range hdbSpans(s.Text, k) {
			for _, sec := range s.Secrets {
				for _, ss := range hdbSpans(s.Text, sec) {
					if ks[0] < ss[1] && ss[0] < ks[1] {
						panic(fmt.Sprintf("heldout-db: keep %q overlaps secret %q in %s", k, sec, s.Category))
					}
				}
			}
		}
	}
}

func heldoutDB() []Sample {
	secret := hdbCat(hdbTFSecrets(), hdbTF2Secrets(), hdbAnsibleSecrets(), hdbCloudSecrets(), hdbCISecrets(), hdbCI2Secrets())
	traps := hdbCat(hdbTFTraps(), hdbAnsibleTraps(), hdbCloudTraps(), hdbCITraps())
	var out []Sample
	out = append(out, hdbRun(secret, 388)...)
	out = append(out, hdbRun(traps, 272)...)
	out = append(out, hdbRun(hdbShapeSecrets(), 40)...)
	out = append(out, hdbRun(hdbShapeTraps(), 20)...)
	rng.Shuffle(len(out), func(i, j int) { out[i], out[j] = out[j], out[i] })
	for _, s := range out {
		hdbCheck(s)
	}
	return out
}
