package main

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func hawTrapGens() []hawGen {
	return []hawGen{
		{62, hawTrapAgriIDs},
		{20, hawTrapGit},
		{15, hawTrapChecksum},
		{20, hawTrapIDs},
		{14, hawTrapVersions},
		{12, hawTrapBase64},
		{15, hawTrapPublicKeys},
		{12, hawTrapPublishable},
	}
}

func hawEarTag() string {
	return hawPick("DE", "NL", "FR", "UK", "IE", "PL", "AT") + " " + hawRnd(digits, 2) + " " + hawRnd(digits, 3) + " " + hawRnd(digits, 5)
}
func hawEID() string { return "982 " + hawRnd(digits, 12) }
func hawGPS() string {
	return fmt.Sprintf("%.6f, %.6f", 35+rng.Float64()*20, -8+rng.Float64()*30)
}

func hawTrapAgriIDs() Sample {
	switch rng.IntN(20) {
	case 0:
		return hawT("trap-agri", "chat", fmt.Sprintf("Field %s-%03d (%s) is %.2f ha, sown %s with %s", hawPick("NW", "SO", "BR", "K"), hawIn(1, 400), hawCrop(), 1+rng.Float64()*60, hawDate(), hawPick("KWS Keeper", "Pioneer P8834", "LG Architect", "DKC 4590", "RGT Reform", "Limagrain Crusoe")))
	case 1:
		return hawT("trap-agri", "whatsapp-de", fmt.Sprintf("%s: Kalb geboren, Ohrmarke %s, Mutter %s, %d kg", hawPerson(), hawEarTag(), hawEarTag(), hawIn(32, 48)))
	case 2:
		return hawT("trap-agri", "csv", fmt.Sprintf("eid,breed,dob,lactation\n%s,Holstein,%s,%d\n%s,Jersey,%s,%d\n%s,Fleckvieh,%s,%d\n", hawEID(), hawDate(), hawIn(1, 6), hawEID(), hawDate(), hawIn(1, 6), hawEID(), hawDate(), hawIn(1, 6)))
	case 3:
		return hawT("trap-agri", "notes", fmt.Sprintf("Lot %s-%s-%s\nVariety: %s\nTGW: %d g\nGermination: %d%%\nTreated: no", hawPick("WW", "SB", "OSR", "MZ"), hawRnd(digits, 4), hawRnd(upper, 2), hawPick("Skyfall", "Graham", "Laureate", "Aurelia", "Campesino"), hawIn(38, 52), hawIn(85, 98)))
	case 4:
		return hawT("trap-agri", "chat", fmt.Sprintf("drop pin for the contractor: %s (gate by the big oak)", hawGPS()))
	case 5:
		return hawT("trap-agri", "email", fmt.Sprintf("Dear applicant,\n\nyour Basic Payment Scheme claim reference is BPS-%d-%s for SBI %s.\nPayment of €%d,%02d is scheduled for %s.\n\nRural Payments Agency", hawIn(2023, 2025), hawRnd(digits, 7), hawRnd(digits, 9), hawIn(1000, 90000), hawIn(0, 99), hawDate()))
	case 6:
		return hawT("trap-agri", "log", fmt.Sprintf("%s %s INFO sensor %s reefer-%d temp=%.1fC door=closed", hawDate(), hawTime(), "TT4-"+hawRnd(upper+digits, 10), hawIn(1, 40), -20+rng.Float64()*25))
	case 7:
		return hawT("trap-agri", "chat-es", fmt.Sprintf("Parcela SIGPAC %d:%d:0:0:%d:%d:%d, %.2f ha de %s", hawIn(1, 52), hawIn(1, 900), hawIn(1, 40), hawIn(1, 400), hawIn(1, 9), 0.5+rng.Float64()*30, hawPick("olivar", "viñedo", "trigo", "girasol")))
	case 8:
		return hawT("trap-agri", "notes", fmt.Sprintf("Batch %s%s / best before %s / pack house line %d / %d trays", hawPick("APL", "STR", "TOM", "EGG"), hawRnd(digits, 8), hawDate(), hawIn(1, 6), hawIn(40, 900)))
	case 9:
		return hawT("trap-agri", "chat", fmt.Sprintf("herd number %s, CPH %02d/%03d/%04d — TB test booked for %s", hawRnd(upper, 2)+hawRnd(digits, 6), hawIn(1, 99), hawIn(1, 999), hawIn(1, 9999), hawDate()))
	case 10:
		return hawT("trap-agri", "markdown", fmt.Sprintf("| Field | Crop | ha | N kg/ha |\n|---|---|---|---|\n| F-%d | %s | %.1f | %d |\n| F-%d | %s | %.1f | %d |\n", hawIn(1, 99), hawCrop(), 2+rng.Float64()*40, hawIn(80, 220), hawIn(1, 99), hawCrop(), 2+rng.Float64()*40, hawIn(80, 220)))
	case 11:
		return hawT("trap-agri", "whatsapp-fr", fmt.Sprintf("%s : livraison d'aliment lot %s, %d t, silo %d. Numéro PACAGE %s", hawPerson(), hawRnd(digits, 10), hawIn(5, 30), hawIn(1, 6), "0"+hawRnd(digits, 8)))
	case 12:
		return hawT("trap-agri", "json", fmt.Sprintf("{\"deviceSerial\": \"%s\", \"moisture\": %.1f, \"tempC\": %.1f, \"fw\": \"%d.%d.%d\"}", "SM"+hawRnd(upper+digits, 12), 8+rng.Float64()*10, 10+rng.Float64()*25, hawIn(1, 4), hawIn(0, 20), hawIn(0, 99)))
	case 13:
		return hawT("trap-agri", "chat", fmt.Sprintf("drone flight %s covered %.1f ha, GSD %.1f cm/px, %d images, project id %s", hawDate(), 10+rng.Float64()*200, 1+rng.Float64()*4, hawIn(200, 3000), hawRnd(lower+digits, 24)))
	case 14:
		return hawT("trap-agri", "whatsapp-pt", fmt.Sprintf("%s: nota fiscal %s do adubo, CAR %s-%s", hawPerson(), hawRnd(digits, 9), hawPick("MT", "GO", "PR", "SP"), hawRnd(upper+digits, 32)))
	case 15:
		return hawT("trap-agri", "notes", fmt.Sprintf("Robot 2 milking report %s\nCow %s: %.1f kg, conductivity %.1f, box time %d s\nCow %s: %.1f kg, refused", hawDate(), hawRnd(digits, 4), 10+rng.Float64()*20, 4+rng.Float64()*3, hawIn(300, 700), hawRnd(digits, 4), 8+rng.Float64()*15))
	case 16:
		return hawT("trap-agri", "chat-pl", fmt.Sprintf("numer producenta %s, działka %s/%d, %.2f ha pszenicy", hawRnd(digits, 9), hawRnd(digits, 6)+"_2.00"+hawRnd(digits, 2), hawIn(1, 400), 1+rng.Float64()*20))
	case 17:
		return hawT("trap-agri", "log", fmt.Sprintf("GGN %s verified; GLOBALG.A.P. certificate %s valid until %s", "40"+hawRnd(digits, 11), "CB-"+hawRnd(digits, 6), hawDate()))
	case 18:
		return hawT("trap-agri", "chat", fmt.Sprintf("weather station id %s, last reading %s: %.1f mm rain, wind %d km/h", "WS-"+hawRnd(upper+digits, 8), hawTime(), rng.Float64()*30, hawIn(0, 60)))
	default:
		return hawT("trap-agri", "csv", fmt.Sprintf("ticket,date,truck,variety,moisture,net_kg\nWB%s,%s,%s,%s,%.1f,%d\nWB%s,%s,%s,%s,%.1f,%d\n", hawRnd(digits, 6), hawDate(), hawRnd(upper, 2)+"-"+hawRnd(digits, 4), hawPick("Skyfall", "RGT Saki"), 12+rng.Float64()*6, hawIn(8000, 28000), hawRnd(digits, 6), hawDate(), hawRnd(upper, 2)+"-"+hawRnd(digits, 4), hawPick("Crusoe", "KWS Extase"), 12+rng.Float64()*6, hawIn(8000, 28000)))
	}
}

func hawTrapGit() Sample {
	sha := hawHex(40)
	short := sha[:7]
	switch rng.IntN(6) {
	case 0:
		return hawT("trap-git", "chat", fmt.Sprintf("the valve timing fix is in %s, deploy that to the pump house", sha))
	case 1:
		return hawT("trap-git", "shell", fmt.Sprintf("$ git log --oneline -3\n%s fix dryer burner hysteresis\n%s add frost alert for field 7\n%s bump modbus lib", short, hawHex(7), hawHex(7)))
	case 2:
		return hawT("trap-git", "shell", fmt.Sprintf("$ git revert %s\n[main %s] Revert \"raise silo alarm threshold\"\n 1 file changed, 2 insertions(+), 2 deletions(-)", sha, hawHex(7)))
	case 3:
		return hawT("trap-git", "diff", fmt.Sprintf("diff --git a/irrigation/schedule.py b/irrigation/schedule.py\nindex %s..%s 100644\n--- a/irrigation/schedule.py\n+++ b/irrigation/schedule.py\n@@ -12,7 +12,7 @@\n-ZONE_MINUTES = 20\n+ZONE_MINUTES = 25", hawHex(7), hawHex(7)))
	case 4:
		return hawT("trap-git", "ticket", fmt.Sprintf("Fixed by commit %s (PR #%d). Firmware build for the milk-tank gateway attached.", sha, hawIn(10, 900)))
	default:
		return hawT("trap-git", "yaml", fmt.Sprintf("- uses: actions/checkout@%s # v4.1.1\n- run: make firmware TARGET=esp32", sha))
	}
}

func hawTrapChecksum() Sample {
	switch rng.IntN(5) {
	case 0:
		return hawT("trap-checksum", "shell", fmt.Sprintf("$ sha256sum hortimax-fw-%d.%d.bin\n%s  hortimax-fw-%d.%d.bin", hawIn(3, 9), hawIn(0, 9), hawHex(64), hawIn(3, 9), hawIn(0, 9)))
	case 1:
		return hawT("trap-checksum", "chat", fmt.Sprintf("md5 of the yield map export should be %s, mine matches", hawHex(32)))
	case 2:
		return hawT("trap-checksum", "notes", fmt.Sprintf("ISOBUS task file TASKDATA.XML\nSHA-1: %s\nsize: %d bytes", hawHex(40), hawIn(10000, 900000)))
	case 3:
		return hawT("trap-checksum", "text", fmt.Sprintf("SHA256 (fieldview-agent_%d.%d_arm64.deb) = %s", hawIn(1, 5), hawIn(0, 30), hawHex(64)))
	default:
		return hawT("trap-checksum", "json", fmt.Sprintf("{\"file\": \"NDVI_field12_%s.tif\", \"crc32\": \"%s\", \"etag\": \"\\\"%s\\\"\"}", hawDate(), hawHex(8), hawHex(32)))
	}
}

func hawUUID() string {
	return hawHex(8) + "-" + hawHex(4) + "-4" + hawHex(3) + "-" + hawPick("8", "9", "a", "b") + hawHex(3) + "-" + hawHex(12)
}

func hawTrapIDs() Sample {
	switch rng.IntN(7) {
	case 0:
		return hawT("trap-id", "log", fmt.Sprintf("%s %s INFO request_id=%s field_id=%s status=200 latency=%dms", hawDate(), hawTime(), hawUUID(), hawUUID(), hawIn(20, 900)))
	case 1:
		return hawT("trap-id", "chat", fmt.Sprintf("Deere support case %d, their trace id was %s", hawIn(1000000, 9999999), hawHex(32)))
	case 2:
		return hawT("trap-id", "ci", fmt.Sprintf("Build #%d (%s) passed in %dm%02ds — artifact herd-app-%s.apk", hawIn(100, 9999), hawRnd(lower+digits, 20), hawIn(1, 30), hawIn(0, 59), hawHex(8)))
	case 3:
		return hawT("trap-id", "json", fmt.Sprintf("{\"organizationId\": \"%d\", \"fieldId\": \"%s\", \"boundaryId\": \"%s\", \"clientName\": \"%s\"}", hawIn(100000, 999999), hawUUID(), hawUUID(), hawFarm()))
	case 4:
		return hawT("trap-id", "ticket", fmt.Sprintf("Zendesk #%d — FieldView upload stuck. Correlation-ID: %s. Customer: %s", hawIn(100000, 999999), hawUUID(), hawFarm()))
	case 5:
		return hawT("trap-id", "log", fmt.Sprintf("x-amz-request-id: %s\nx-amz-id-2: %s", hawRnd(upper+digits, 16), base64.StdEncoding.EncodeToString([]byte(hawRnd(alnum, 54)))))
	default:
		return hawT("trap-id", "chat", fmt.Sprintf("order %s for %d bags of %s seed, tracking %s", "SO-"+hawRnd(digits, 8), hawIn(10, 400), hawCrop(), "1Z"+hawRnd(upper+digits, 16)))
	}
}

func hawTrapVersions() Sample {
	switch rng.IntN(5) {
	case 0:
		return hawT("trap-version", "shell", fmt.Sprintf("$ docker pull ghcr.io/farmsync/agent@sha256:%s\nStatus: Downloaded newer image for ghcr.io/farmsync/agent@sha256:%s", hawHex(64), hawHex(64)))
	case 1:
		return hawT("trap-version", "chat", fmt.Sprintf("Lely T4C updated to %d.%d.%d build %d, DelPro stays at %d.%d", hawIn(5, 9), hawIn(0, 12), hawIn(0, 30), hawIn(1000, 9999), hawIn(5, 10), hawIn(0, 9)))
	case 2:
		return hawT("trap-version", "yaml", fmt.Sprintf("image: eclipse-mosquitto:2.0.%d\nimage: timescale/timescaledb:%d.%d.%d-pg16\nimage: grafana/grafana@sha256:%s", hawIn(10, 20), hawIn(2, 2), hawIn(10, 17), hawIn(0, 5), hawHex(64)))
	case 3:
		return hawT("trap-version", "text", fmt.Sprintf("requests==2.%d.%d\npymodbus==3.%d.%d\nnumpy==1.26.%d\nrasterio==1.3.%d", hawIn(28, 32), hawIn(0, 5), hawIn(3, 7), hawIn(0, 5), hawIn(0, 4), hawIn(6, 10)))
	default:
		return hawT("trap-version", "notes", fmt.Sprintf("ISOBUS VT %d, TC-BAS/TC-GEO/TC-SC, terminal sw %d.%d.%d (%s)", hawIn(3, 5), hawIn(10, 30), hawIn(0, 9), hawIn(0, 99), hawDate()))
	}
}

func hawTrapBase64() Sample {
	plain := hawPick(
		fmt.Sprintf("field=%d;crop=%s;ha=%d", hawIn(1, 99), hawCrop(), hawIn(1, 80)),
		fmt.Sprintf("{\"cow\":%d,\"yield\":%d}", hawIn(100, 9999), hawIn(10, 45)),
		"Hello from the greenhouse controller",
		fmt.Sprintf("Lieferschein %d - %d t Weizen", hawIn(1000, 9999), hawIn(5, 30)),
		"temperature,humidity\n21.4,66\n21.9,64\n",
	)
	b := base64.StdEncoding.EncodeToString([]byte(plain))
	switch rng.IntN(4) {
	case 0:
		return hawT("trap-base64", "json", fmt.Sprintf("{\"deviceId\": \"lora-%s\", \"fPort\": 2, \"data\": \"%s\"}", hawHex(16), b))
	case 1:
		return hawT("trap-base64", "chat", fmt.Sprintf("the LoRa payload %s decodes to %q, so the sensor is fine", b, plain))
	case 2:
		return hawT("trap-base64", "email", fmt.Sprintf("Content-Type: text/csv; name=\"readings.csv\"\nContent-Transfer-Encoding: base64\n\n%s", b))
	default:
		return hawT("trap-base64", "html", fmt.Sprintf("<img alt=\"farm logo\" src=\"data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk%s\">", hawRnd(alnum, 12)))
	}
}

func hawTrapPublicKeys() Sample {
	switch rng.IntN(5) {
	case 0:
		return hawT("trap-public-key", "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s jan@farm-laptop", hawRnd(alnum+"+/", 43)))
	case 1:
		return hawT("trap-public-key", "chat", fmt.Sprintf("add my public key to the greenhouse pi please: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABgQ%s %s@tractor-tablet", hawRnd(alnum+"+/", 200), strings.ToLower(hawPerson())))
	case 2:
		var ls []string
		for i := 0; i < 5; i++ {
			ls = append(ls, hawRnd(alnum+"+/", 64))
		}
		return hawT("trap-public-key", "pem", "-----BEGIN CERTIFICATE-----\nMIID"+hawRnd(alnum+"+/", 60)+"\n"+strings.Join(ls, "\n")+"\n-----END CERTIFICATE-----")
	case 3:
		return hawT("trap-public-key", "pem", "Server public key for the co-op SFTP:\n-----BEGIN PUBLIC KEY-----\nMFkwEwYHKoZIzj0CAQYIKoZIzj0DAQcDQgAE"+hawRnd(alnum+"+/", 28)+"\n"+hawRnd(alnum+"+/", 60)+"==\n-----END PUBLIC KEY-----")
	default:
		return hawT("trap-public-key", "known_hosts", fmt.Sprintf("%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s=", hawHost(), hawRnd(alnum+"+/", 86)))
	}
}

func hawTrapPublishable() Sample {
	switch rng.IntN(4) {
	case 0:
		return hawT("trap-publishable", "html", fmt.Sprintf("<script>\n  const stripe = Stripe('pk_live_51%s');\n</script>", hawRnd(alnum, 90)))
	case 1:
		return hawT("trap-publishable", "js", fmt.Sprintf("mapboxgl.accessToken = 'pk.eyJ1IjoiZmFybW1hcHMiLCJhIjoi%s'; // public style token", hawRnd(alnum, 22)+"In0."+hawRnd(b64url, 22)))
	case 2:
		return hawT("trap-publishable", "chat", fmt.Sprintf("the webshop's publishable key is pk_test_%s, that one's fine to put in the frontend", hawRnd(alnum, 40)))
	default:
		return hawT("trap-publishable", "env", fmt.Sprintf("NEXT_PUBLIC_SENTRY_DSN_PROJECT=%d\nNEXT_PUBLIC_FARM_MAP_STYLE=mapbox://styles/farmmaps/%s\n", hawIn(1000000, 9999999), hawRnd(lower+digits, 25)))
	}
}
