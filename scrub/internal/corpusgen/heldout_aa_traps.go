package main

// heldout_aa_traps.go: traps — messages of regulated work (HL7 v2, FHIR, SEPA, MT103, X12,
// e-discovery load files), technical look-alikes (hashes, ids, digests, versions) and public
// material (public keys, certificates, publishable keys, base64 of ordinary data).

import (
	"encoding/base64"
	"fmt"
	"strings"
)

func haaHL7TS() string {
	return fmt.Sprintf("20%02d%02d%02d%02d%02d%02d", haaN(22, 25), haaN(1, 12), haaN(1, 28), haaN(0, 23), haaN(0, 59), haaN(0, 59))
}

func haaTrapsMessages() []Sample {
	c := "trap-message"
	tpls := []func() Sample{
		func() Sample {
			return haaTrap(c, "hl7", fmt.Sprintf("MSH|^~\\&|LIS|MERIDIAN|EHR|LAKESIDE|%s||ORU^R01^ORU_R01|MSG%s|P|2.5.1\rPID|1||%s^^^LAKESIDE^MR||DOE^JANE^Q||19%02d%02d%02d|F\rOBR|1|%s|%s|24331-1^Lipid panel^LN\rOBX|1|NM|2093-3^Cholesterol^LN||%d|mg/dL|<200|H|||F", haaHL7TS(), haaR(digits, 8), haaR(digits, 8), haaN(40, 99), haaN(1, 12), haaN(1, 28), haaR(digits, 9), haaR(digits, 9), haaN(150, 320)))
		},
		func() Sample {
			return haaTrap(c, "hl7-log", fmt.Sprintf("%s INFO  mllp-listener: ACK sent for MSG%s (ADT^A0%d) from %s:%d\nMSA|AA|MSG%s", haaTS(), haaR(digits, 8), haaN(1, 8), haaIP4(), haaN(6000, 6999), haaR(digits, 8)))
		},
		func() Sample {
			return haaTrap(c, "fhir", fmt.Sprintf("{\n  \"resourceType\": \"Patient\",\n  \"id\": \"%s\",\n  \"identifier\": [{\"system\": \"urn:oid:1.2.36.146.595.217.0.1\", \"value\": \"%s\"}],\n  \"name\": [{\"family\": \"Nguyen\", \"given\": [\"Anh\"]}],\n  \"birthDate\": \"19%02d-%02d-%02d\"\n}", haaUUID(), haaR(digits, 8), haaN(40, 99), haaN(1, 12), haaN(1, 28)))
		},
		func() Sample {
			return haaTrap(c, "fhir", fmt.Sprintf("{\"resourceType\":\"Observation\",\"id\":\"%s\",\"status\":\"final\",\"code\":{\"coding\":[{\"system\":\"http://loinc.org\",\"code\":\"718-7\"}]},\"subject\":{\"reference\":\"Patient/%s\"},\"valueQuantity\":{\"value\":%d.%d,\"unit\":\"g/dL\"},\"meta\":{\"versionId\":\"%d\",\"lastUpdated\":\"%s\"}}", haaHex(16), haaUUID(), haaN(8, 17), haaN(0, 9), haaN(1, 9), haaTS()))
		},
		func() Sample {
			return haaTrap(c, "sepa-xml", fmt.Sprintf("<CdtTrfTxInf>\n  <PmtId><EndToEndId>E2E-%s</EndToEndId></PmtId>\n  <Amt><InstdAmt Ccy=\"EUR\">%s</InstdAmt></Amt>\n  <CdtrAgt><FinInstnId><BICFI>%s</BICFI></FinInstnId></CdtrAgt>\n  <CdtrAcct><Id><IBAN>%s</IBAN></Id></CdtrAcct>\n  <RmtInf><Ustrd>Claim %s settlement</Ustrd></RmtInf>\n</CdtTrfTxInf>", haaR(upper+digits, 16), haaAmount(), haaBIC(), strings.ReplaceAll(haaIBAN(), " ", ""), haaClaim()))
		},
		func() Sample {
			return haaTrap(c, "swift-mt103", fmt.Sprintf("{1:F01%sAXXX%010d}{2:I103%sXXXXN}{4:\n:20:%s\n:23B:CRED\n:32A:%s%s%s\n:50K:/%s\nHARBORLINE MUTUAL\n:59:/%s\nPINECREST REHAB CENTER\n:71A:SHA\n-}", haaR(upper, 8), haaN(0, 999999999), haaR(upper, 8), haaR(upper+digits, 16), strings.ReplaceAll(haaDate(), "-", "")[2:], haaP("EUR", "USD", "GBP"), strings.ReplaceAll(haaAmount(), ".", ","), strings.ReplaceAll(haaIBAN(), " ", ""), strings.ReplaceAll(haaIBAN(), " ", "")))
		},
		func() Sample {
			return haaTrap(c, "x12-835", fmt.Sprintf("ISA*00*          *00*          *ZZ*%s*ZZ*%s*%s*%04d*^*00501*%09d*0*P*:~\nCLP*%s*1*%s*%s**12*%s~\nNM1*QC*1*DOE*JOHN****MI*%s~", haaR(upper+digits, 15), haaR(upper+digits, 15), strings.ReplaceAll(haaDate(), "-", "")[2:], haaN(0, 2359), haaN(1, 999999999), haaR(digits, 10), haaAmount(), haaAmount(), haaR(digits, 14), haaR(upper+digits, 11)))
		},
		func() Sample {
			rows := []string{"þBEGBATESþ\x14þENDBATESþ\x14þCUSTODIANþ\x14þDATESENTþ\x14þMD5HASHþ"}
			for i := 0; i < haaN(2, 4); i++ {
				b := haaN(1000, 900000)
				rows = append(rows, fmt.Sprintf("þKOL%07dþ\x14þKOL%07dþ\x14þ%sþ\x14þ%sþ\x14þ%sþ", b, b+haaN(0, 40), haaName(), haaDate(), haaHex(32)))
			}
			return haaTrap(c, "ediscovery-dat", strings.Join(rows, "\n"))
		},
		func() Sample {
			return haaTrap(c, "dicom", fmt.Sprintf("(0008,0018) SOPInstanceUID: 1.2.840.113619.2.%d.%d.%d\n(0010,0020) PatientID: %s\n(0020,000D) StudyInstanceUID: 1.3.6.1.4.1.%d.%d.%d\n(0008,0050) AccessionNumber: %s", haaN(55, 400), haaN(1000000, 9999999), haaN(1000000, 9999999), haaR(digits, 8), haaN(1000, 99999), haaN(100000, 999999), haaN(100000000, 999999999), haaR(digits, 10)))
		},
	}
	return haaCycle(36, tpls)
}

func haaTrapsTech() []Sample {
	c := "trap-technical"
	tpls := []func() Sample{
		func() Sample {
			return haaTrap(c, "git-log", fmt.Sprintf("commit %s\nAuthor: %s <%s@%s>\nDate:   %s\n\n    Fix ORU parsing when OBX-5 is empty (%s)", haaHex(40), haaName(), strings.ToLower(haaP("mkowalski", "aokafor", "jdoe")), haaP("stbrigid.org", "meridianlab.com"), haaDate(), haaTicket()))
		},
		func() Sample {
			return haaTrap(c, "chat", fmt.Sprintf("%s: fixed in %s, cherry-picked onto release/%d.%d as %s", haaName(), haaHex(haaAny([]int{7, 8, 12, 40})), haaN(3, 9), haaN(0, 20), haaHex(haaAny([]int{7, 40}))))
		},
		func() Sample {
			return haaTrap(c, "checksum", fmt.Sprintf("%s  sepa-export-%s.xml\n%s  remittance-%s.835", haaHex(64), haaDate(), haaHex(64), haaDate()))
		},
		func() Sample {
			return haaTrap(c, "checksum", fmt.Sprintf("MD5 (production_vol%03d.zip) = %s\nSHA1 (load_file.dat) = %s", haaN(1, 40), haaHex(32), haaHex(40)))
		},
		func() Sample {
			return haaTrap(c, "k8s", fmt.Sprintf("image: registry.%s/fhir-gateway@sha256:%s\nimagePullPolicy: IfNotPresent", haaP("stbrigid.org", "northbridge.corp"), haaHex(64)))
		},
		func() Sample {
			return haaTrap(c, "log", fmt.Sprintf("%s INFO claims-api request_id=%s trace_id=%s span_id=%s method=GET path=/v2/claims/%s status=200 duration_ms=%d", haaTS(), haaUUID(), haaHex(32), haaHex(16), haaClaim(), haaN(3, 900)))
		},
		func() Sample {
			return haaTrap(c, "ci", fmt.Sprintf("Build #%d (%s) passed — artifact ehr-bridge-%d.%d.%d+build.%s.jar, commit %s", haaN(100, 9999), haaDate(), haaN(1, 5), haaN(0, 30), haaN(0, 30), haaHex(7), haaHex(40)))
		},
		func() Sample {
			return haaTrap(c, "versions", fmt.Sprintf("Mirth Connect %d.%d.%d, HAPI FHIR %d.%d.%d, OpenJDK 17.0.%d+%d, PostgreSQL %d.%d — all within vendor support per the %s asset register.", haaN(3, 4), haaN(0, 12), haaN(0, 5), haaN(6, 7), haaN(0, 8), haaN(0, 9), haaN(1, 12), haaN(1, 9), haaN(13, 16), haaN(1, 9), haaOrg()))
		},
		func() Sample {
			return haaTrap(c, "aws", fmt.Sprintf("arn:aws:iam::%012d:role/claims-etl-%s\narn:aws:s3:::nb-statements-%s/2024/%02d/", haaN(100000000000, 999999999999), haaP("prod", "dev"), haaP("prod", "dr"), haaN(1, 12)))
		},
		func() Sample {
			return haaTrap(c, "azure", fmt.Sprintf("/subscriptions/%s/resourceGroups/rg-claims-prod/providers/Microsoft.Sql/servers/claims-sql-%s", haaUUID(), haaR(lower+digits, 6)))
		},
		func() Sample {
			fp := make([]string, 32)
			for i := range fp {
				fp[i] = strings.ToUpper(haaHex(2))
			}
			return haaTrap(c, "tls", fmt.Sprintf("Certificate SHA-256 fingerprint for %s:\n%s\nValid until %s", haaHost(), strings.Join(fp, ":"), haaDate()))
		},
		func() Sample {
			return haaTrap(c, "stack-trace", fmt.Sprintf("Exception in thread \"hl7-worker-%d\" java.lang.IllegalStateException: segment OBX out of order\n\tat ca.uhn.hl7v2.parser.PipeParser.parse(PipeParser.java:%d)\n\tat org.stbrigid.bridge.Inbound.handle(Inbound.java:%d)\n\tat java.base/java.lang.Thread.run(Thread.java:%d)", haaN(1, 16), haaN(100, 900), haaN(20, 300), haaN(800, 1600)))
		},
		func() Sample {
			return haaTrap(c, "go-panic", fmt.Sprintf("panic: runtime error: invalid memory address or nil pointer dereference\n[signal SIGSEGV: segmentation violation code=0x1 addr=0x%x pc=0x%x]\n\ngoroutine %d [running]:\nmain.(*Ledger).Post(0xc000%s)", haaN(8, 64), haaN(0x400000, 0x4fffff), haaN(1, 300), haaHex(6)))
		},
		func() Sample {
			return haaTrap(c, "mongo", fmt.Sprintf("db.cases.find({ _id: ObjectId(\"%s\") }, { matter: 1, custodian: 1 })", haaHex(24)))
		},
		func() Sample {
			return haaTrap(c, "diff", fmt.Sprintf("--- a/requirements.txt\n+++ b/requirements.txt\n@@ -3,3 +3,3 @@\n-hl7apy==1.3.%d\n+hl7apy==1.3.%d\n fhir.resources==7.%d.%d\n-cryptography==41.0.%d\n+cryptography==42.0.%d", haaN(0, 3), haaN(4, 5), haaN(0, 1), haaN(0, 9), haaN(1, 7), haaN(0, 8)))
		},
		func() Sample {
			return haaTrap(c, "product-codes", fmt.Sprintf("Reagent lot %s, exp %s; analyzer S/N %s-%s; part no. %s-%s-%s", haaR(digits+upper, 8), haaDate(), haaR(upper, 2), haaR(digits, 7), haaR(upper+digits, 3), haaR(upper+digits, 4), haaR(upper+digits, 2)))
		},
		func() Sample {
			return haaTrap(c, "docker", fmt.Sprintf("CONTAINER ID   IMAGE                      STATUS\n%s   mirth/connect:4.%d.%d   Up %d hours\n%s   postgres:16-alpine         Up %d days", haaHex(12), haaN(0, 5), haaN(0, 3), haaN(1, 23), haaHex(12), haaN(1, 40)))
		},
		func() Sample {
			return haaTrap(c, "correlation", fmt.Sprintf("X-Correlation-ID: %s\nX-Request-ID: %s", haaUUID(), strings.ToUpper(haaHex(26))))
		},
	}
	return haaCycle(58, tpls)
}

func haaTrapsPublic() []Sample {
	c := "trap-public"
	tpls := []func() Sample{
		func() Sample {
			return haaTrap(c, "authorized_keys", fmt.Sprintf("ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI%s %s@%s", haaR(alnum+"+/", 43), haaUser(), strings.Split(haaHost(), ".")[0]))
		},
		func() Sample {
			return haaTrap(c, "chat", fmt.Sprintf("%s: add my public key to the jump host please: ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ%s %s", haaName(), haaR(alnum+"+/", 340), strings.ToLower(haaName())+"@laptop"))
		},
		func() Sample {
			var lines []string
			lines = append(lines, "MIIBIjANBgkqhkiG9w0BAQEFAAOCAQ8AMIIBCgKCAQEA"+haaR(alnum+"+/", 20))
			for i := 0; i < 5; i++ {
				lines = append(lines, haaR(alnum+"+/", 64))
			}
			lines = append(lines, haaR(alnum+"+/", 6)+"IDAQAB")
			return haaTrap(c, "pem-public", "Public key for verifying the payer's webhook signatures:\n-----BEGIN PUBLIC KEY-----\n"+strings.Join(lines, "\n")+"\n-----END PUBLIC KEY-----")
		},
		func() Sample {
			var lines []string
			lines = append(lines, "MIID"+haaR(alnum+"+/", 4)+"CCAn"+haaR(alnum+"+/", 4)+"AwIBAgIU"+haaR(alnum+"+/", 40))
			for i := 0; i < haaN(5, 9); i++ {
				lines = append(lines, haaR(alnum+"+/", 64))
			}
			lines = append(lines, haaR(alnum+"+/", 30)+"==")
			return haaTrap(c, "certificate", "Intermediate CA for the clearing house (public, safe to share):\n-----BEGIN CERTIFICATE-----\n"+strings.Join(lines, "\n")+"\n-----END CERTIFICATE-----")
		},
		func() Sample {
			return haaTrap(c, "jwks", fmt.Sprintf("{\"keys\":[{\"kty\":\"RSA\",\"use\":\"sig\",\"kid\":\"%s\",\"alg\":\"RS256\",\"n\":\"%s\",\"e\":\"AQAB\"}]}", haaHex(16), haaR(b64url, 342)))
		},
		func() Sample {
			return haaTrap(c, "html", fmt.Sprintf("<script src=\"https://js.stripe.com/v3/\"></script>\n<script>\n  const stripe = Stripe('pk_live_%s');  // publishable key, safe in the browser\n</script>", haaR(alnum, haaAny([]int{24, 99}))))
		},
		func() Sample {
			return haaTrap(c, "env", fmt.Sprintf("NEXT_PUBLIC_STRIPE_PUBLISHABLE_KEY=pk_test_%s\nNEXT_PUBLIC_APP_NAME=Copay", haaR(alnum, 99)))
		},
		func() Sample {
			msg := fmt.Sprintf(haaP("Your appointment is confirmed for %s at %s.", "Lab results from %s are ready in the patient portal (%s).", "Claim received on %s; no action needed. Ref %s.", "Please bring your insurance card on %s, %s."), haaDate(), haaTime())
			return haaTrap(c, "email-mime", fmt.Sprintf("Date: %s\nContent-Type: text/plain; charset=utf-8\nContent-Transfer-Encoding: base64\n\n%s", haaDate(), base64.StdEncoding.EncodeToString([]byte(msg))))
		},
		func() Sample {
			js := fmt.Sprintf(`{"event":"claim.updated","claimId":"%s","status":"%s"}`, haaClaim(), haaP("paid", "pended", "denied"))
			return haaTrap(c, "pubsub", fmt.Sprintf("{\"message\": {\"data\": \"%s\", \"messageId\": \"%d\", \"publishTime\": \"%s\"}}", base64.StdEncoding.EncodeToString([]byte(js)), haaN(1000000000000, 9999999999999), haaTS()))
		},
		func() Sample {
			return haaTrap(c, "pgp", fmt.Sprintf("Our PGP key for encrypted subpoena responses: fingerprint %s %s %s %s %s  %s %s %s %s %s", strings.ToUpper(haaHex(4)), strings.ToUpper(haaHex(4)), strings.ToUpper(haaHex(4)), strings.ToUpper(haaHex(4)), strings.ToUpper(haaHex(4)), strings.ToUpper(haaHex(4)), strings.ToUpper(haaHex(4)), strings.ToUpper(haaHex(4)), strings.ToUpper(haaHex(4)), strings.ToUpper(haaHex(4))))
		},
		func() Sample {
			return haaTrap(c, "known_hosts", fmt.Sprintf("%s ecdsa-sha2-nistp256 AAAAE2VjZHNhLXNoYTItbmlzdHAyNTYAAAAIbmlzdHAyNTYAAABBB%s=", haaHost(), haaR(alnum+"+/", 87)))
		},
		func() Sample {
			return haaTrap(c, "saml", fmt.Sprintf("<md:KeyDescriptor use=\"signing\">\n  <ds:KeyInfo><ds:X509Data><ds:X509Certificate>MIIC%s</ds:X509Certificate></ds:X509Data></ds:KeyInfo>\n</md:KeyDescriptor>", haaR(alnum+"+/", 180)))
		},
		func() Sample {
			b := base64.StdEncoding.EncodeToString([]byte(fmt.Sprintf("report=%s;rows=%d", haaP("aging", "denials", "census"), haaN(10, 9999))))
			return haaTrap(c, "url", fmt.Sprintf("https://%s/reports/view?state=%s&page=2", haaHost(), b))
		},
	}
	return haaCycle(38, tpls)
}
