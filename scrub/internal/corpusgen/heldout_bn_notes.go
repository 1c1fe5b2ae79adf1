package main

import (
	"fmt"
	"strings"
)

// Tickets, handover and meeting notes, wiki pages, CSV and markdown tables: secrets and traps.

func hbnNotesGens() []hbnGen {
	return []hbnGen{
		{hbnTicketScan, 4}, {hbnHandoverPT, 4}, {hbnMeetingWifi, 4}, {hbnWikiNAS, 4},
		{hbnCSVUsers, 3}, {hbnMDSenhas, 3}, {hbnHandoverIT, 2}, {hbnTicketReset, 4},
		{hbnTicketTV, 3}, {hbnNoteAnyDesk, 3}, {hbnOnboardPT, 3}, {hbnWikiTOTP, 3},
		{hbnNoteRecovery, 2}, {hbnMeetingLeak, 3}, {hbnCSVLockers, 2}, {hbnWikiAlarm, 3},
		{hbnTicketSMTP, 3},
		{hbnTTicketForgot, 4}, {hbnTMDVault, 4}, {hbnTCSVInvoices, 3}, {hbnTWikiPolicy, 3},
		{hbnTMeetingRotate, 3}, {hbnTCSVInventory, 4}, {hbnTTicketTV, 3}, {hbnTHandoverMasked, 3},
		{hbnTCSVStaff, 3}, {hbnTMDPix, 3}, {hbnTKeyCabinet, 3}, {hbnTTicketError, 3},
	}
}

func hbnTicketNo() string { return fmt.Sprint(1000 + rng.IntN(9000)) }

func hbnTicketScan() Sample {
	n := hbnTicketNo()
	pw := hbnPw(false)
	txt := "Ticket #" + n + " · Impresora de recepción no escanea a carpeta\nEstado: Resuelto · Prioridad: Media · Técnico: " + pick(hbnFirstES) + "\n\nDescripción: desde el lunes la Ricoh da error al escanear a la carpeta compartida.\n\nSolución: se recreó el usuario local 'escaner' en el servidor. Contraseña del usuario escaner: " + pw + "\nSe actualizó la libreta de direcciones de la impresora y se probó con 3 documentos."
	return hbnSec("smb-password", "ticket", txt, []string{pw}, "Ticket #"+n)
}

func hbnHandoverPT() Sample {
	clinic := pick([]string{"Clínica Dentária Alvalade", "Clínica Médica do Bonfim", "Policlínica São Mamede"})
	gate := hbnPIN(4)
	pw := hbnPw(true)
	txt := "Notas de passagem de turno — " + clinic + " (" + hbnDate() + ")\n- Utente da sala 2 remarcou para quinta às 15h.\n- Chegou material de esterilização, falta conferir a fatura.\n- Código do portão das traseiras: " + gate + "#\n- Palavra-passe do PC da receção (mudou hoje): " + pw + "\n- Amanhã: técnico da autoclave às 10h."
	return hbnSec("handover-credentials", "notes", txt, []string{gate, pw}, "sala 2")
}

func hbnMeetingWifi() Sample {
	o := hbnOrgCC("es", "mx", "ar", "cl", "co")
	k := hbnWifiKey(false)
	ssid := pick([]string{"PROFESORES", "DOCENTES", "Sala-Profes"})
	f1, l1 := hbnPerson(false)
	f2, l2 := hbnPerson(false)
	txt := "ACTA REUNIÓN COORDINACIÓN TIC — " + o.name + "\nFecha: " + hbnDate() + "\nAsistentes: " + f1 + " " + l1 + " (dirección), " + f2 + " " + l2 + " (coordinador TIC)\n\n1. Wifi: nueva clave de la red " + ssid + ": " + k + " (no compartir con alumnado).\n2. Pizarras digitales del aula 4 y 7: se pide presupuesto.\n3. Renovación de licencias del antivirus en septiembre."
	return hbnSec("wifi-key", "meeting-notes", txt, []string{k}, ssid)
}

func hbnWikiNAS() Sample {
	ip := hbnIP()
	pw := hbnGenPw()
	txt := "## Acceso al NAS (Synology DS220+)\n\n- IP: " + ip + " (DSM en el puerto 5001)\n- Usuario: backup\n- Contraseña: " + pw + "\n- Tareas: Hyper Backup diario a las 23:00, copia externa los viernes\n\n> Si el NAS no responde, revisar primero el SAI del armario."
	return hbnSec("nas-password", "wiki", txt, []string{pw}, ip)
}

func hbnCSVUsers() Sample {
	pt := hbnCoin()
	o := hbnOrgOf(pt)
	head := "usuario,nombre,departamento,contraseña_inicial"
	deps := []string{"Administración", "Laboral", "Fiscal", "Recepción"}
	if pt {
		head = "utilizador,nome,setor,senha_inicial"
		deps = []string{"Financeiro", "Secretaria", "Fiscal", "Recepção"}
	}
	var rows, secs, keep []string
	for i := 0; i < 3; i++ {
		f, l := hbnPerson(pt)
		u := hbnUser(f, l)
		p := hbnPw(pt)
		rows = append(rows, u+","+f+" "+l+","+pick(deps)+","+p)
		secs = append(secs, p)
		keep = append(keep, u+",")
	}
	txt := "# altas " + o.dom + " " + hbnDate() + "\n" + head + "\n" + strings.Join(rows, "\n")
	return hbnSec("initial-password", "csv", txt, secs, keep...)
}

func hbnMDSenhas() Sample {
	o := hbnOrgCC("br")
	sys := []string{"Sistema de agenda", "E-mail financeiro", "Portal da prefeitura (NFS-e)", "Roteador"}
	var rows, secs, keep []string
	for _, s := range sys[:2+rng.IntN(2)] {
		u := pick([]string{"financeiro", "recepcao", "admin.clinica", "nfse"}) + rnd(digits, 1)
		p := hbnPw(true)
		rows = append(rows, "| "+s+" | "+u+" | "+p+" |")
		secs = append(secs, p)
		keep = append(keep, u)
	}
	txt := "### Acessos — " + o.name + "\n\n| Sistema | Usuário | Senha |\n|---|---|---|\n" + strings.Join(rows, "\n") + "\n\n_Atualizado em " + hbnDate() + "_"
	return hbnSec("multi-credential", "markdown", txt, secs, keep...)
}

func hbnHandoverIT() Sample {
	o := hbnOrgCC("mx", "co", "ar", "cl")
	p1, p2, p3 := hbnGenPw(), hbnPw(false), hbnGenPw()
	adm := "admin@" + strings.Split(o.dom, ".")[0] + ".onmicrosoft.com"
	txt := "ENTREGA DE SERVICIO AL NUEVO PROVEEDOR DE TI\nCliente: " + o.name + " — " + o.city + "\n\n• Router del proveedor de internet: contraseña de administración " + p1 + "\n• NVR de cámaras (8 canales): contraseña " + p2 + "\n• Microsoft 365, administrador global " + adm + ", contraseña " + p3 + "\n\nPendiente: renovar dominio antes del " + hbnDate() + "."
	return hbnSec("multi-credential", "handover", txt, []string{p1, p2, p3}, adm)
}

func hbnTicketReset() Sample {
	pt := hbnCoin()
	f, l := hbnPerson(pt)
	u := hbnUser(f, l)
	p := rnd(upper, 1) + rnd(lower, 5) + rnd(digits, 3) + pick([]string{"!", "*", "#"})
	var txt string
	if pt {
		txt = "Chamado " + hbnTicketNo() + " — " + f + " sem acesso ao computador\nResolução: conta " + u + " desbloqueada no AD. Senha temporária: " + p + " (trocar no próximo logon). Usuário orientado por telefone."
	} else {
		txt = "Incidencia " + hbnTicketNo() + " — " + f + " no puede iniciar sesión\nResolución: se desbloqueó la cuenta " + u + " en el dominio. Contraseña temporal: " + p + " (debe cambiarla al iniciar sesión)."
	}
	return hbnSec("temp-password", "ticket", txt, []string{p}, u)
}

func hbnTicketTV() Sample {
	id := rnd("123456789", 1) + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
	pw := rnd(lower+digits, 6+rng.IntN(3))
	txt := "Ticket #" + hbnTicketNo() + " — Contpaqi no abre en el equipo de nóminas\nEl usuario proporcionó acceso remoto:\nID TeamViewer: " + id + "\nContraseña: " + pw + "\nSe conectará el técnico a las 16:00."
	return hbnSec("remote-access-password", "ticket", txt, []string{pw}, id)
}

func hbnNoteAnyDesk() Sample {
	id := rnd("123456789", 1) + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
	pw := hbnPw(true)
	txt := "Servidor da farmácia da clínica\nAnyDesk: " + id + "\nSenha de acesso não supervisionado: " + pw + "\nObs.: não reiniciar em horário de atendimento."
	return hbnSec("remote-access-password", "notes", txt, []string{pw}, id)
}

func hbnOnboardPT() Sample {
	f, l := hbnPerson(true)
	u := "dra." + hbnASCII(l)
	pw := hbnPw(true)
	txt := "Checklist — nova dentista (" + f + " " + l + ")\n- [x] Crachá e chave do armário\n- [x] Login no Dental Office: usuário " + u + ", senha inicial " + pw + "\n- [ ] Cadastro no CRO e na operadora\n- [ ] Treinamento do prontuário eletrônico"
	return hbnSec("initial-password", "checklist", txt, []string{pw}, u)
}

func hbnWikiTOTP() Sample {
	o := pick(hbnOrgs)
	seed := hbnTOTP()
	mail := "redes@" + o.dom
	var txt string
	if o.pt() {
		txt = "### Conta partilhada do Instagram da escola\nE-mail: " + mail + "\nSegredo 2FA (TOTP) para configurar no telemóvel da secretaria: " + seed + "\nResponsável: " + pick(hbnFirstPT)
	} else {
		txt = "### Cuenta compartida de Instagram\nCorreo: " + mail + "\nSemilla 2FA (TOTP) para dar de alta en el móvil de recepción: " + seed + "\nResponsable: " + pick(hbnFirstES)
	}
	return hbnSec("totp-seed", "wiki", txt, []string{seed}, mail)
}

func hbnNoteRecovery() Sample {
	var codes []string
	for i := 0; i < 3+rng.IntN(2); i++ {
		codes = append(codes, rnd(lower+digits, 4)+"-"+rnd(lower+digits, 4))
	}
	txt := "Códigos de recuperação — administrador do Microsoft 365 (imprimir e guardar no cofre)\n\n" + strings.Join(codes, "    ") + "\n\nGerados em " + hbnDate() + ". Cada código só pode ser usado uma vez."
	return hbnSec("recovery-code", "notes", txt, codes)
}

func hbnMeetingLeak() Sample {
	sk := hbnStripeSK()
	txt := "Meeting notes " + hbnDate() + " — proveedor TI / clínica\n- " + pick(hbnFirstES) + " pegó la clave secreta de Stripe (" + sk + ") en el grupo de WhatsApp ayer → rotar HOY\n- Migración del servidor de agenda: viernes 20h\n- Presupuesto cámaras: pendiente"
	return hbnSec("stripe-secret-key", "meeting-notes", txt, []string{sk}, "Migración del servidor de agenda")
}

func hbnCSVLockers() Sample {
	var rows, secs []string
	for i := 0; i < 3; i++ {
		c := rnd(digits, 4)
		rows = append(rows, fmt.Sprintf("%d,%dº%s,%s", 10+i*7+rng.IntN(6), 1+rng.IntN(4), pick([]string{"A", "B", "C"}), c))
		secs = append(secs, c)
	}
	txt := "taquilla,curso,codigo_candado\n" + strings.Join(rows, "\n")
	return hbnSec("locker-code", "csv", txt, secs, "taquilla,curso,codigo_candado")
}

func hbnWikiAlarm() Sample {
	code := hbnPIN(4)
	txt := "## Procedimento de abertura da escola\n1. Abrir o portão principal com a chave n.º 3.\n2. Desligar o alarme no painel da portaria: código " + code + " e tecla OFF (tem 30 segundos).\n3. Ligar o quadro elétrico do pavilhão.\n4. Registar a hora no livro de ocorrências."
	return hbnSec("alarm-code", "wiki", txt, []string{code}, "chave n.º 3")
}

func hbnTicketSMTP() Sample {
	o := pick(hbnOrgs)
	ap := rnd(lower, 16)
	acct := "escaner@" + o.dom
	txt := "Incidencia " + hbnTicketNo() + ": el escáner no envía correos.\nSe configuró SMTP smtp.office365.com:587 (STARTTLS) con la cuenta " + acct + " y contraseña de aplicación " + ap + ".\nPrueba OK a las " + fmt.Sprintf("%02d:%02d", 9+rng.IntN(8), rng.IntN(60)) + "."
	return hbnSec("app-password", "ticket", txt, []string{ap}, acct)
}

// Traps.

func hbnTTicketForgot() Sample {
	if hbnCoin() {
		return hbnTrap("trap-password-reset", "ticket", "Ticket #"+hbnTicketNo()+" — La usuaria olvidó su contraseña del portal de nóminas.\nSe envió enlace de restablecimiento a su correo corporativo. Cerrado.")
	}
	return hbnTrap("trap-password-reset", "ticket", "Chamado "+hbnTicketNo()+" — professor esqueceu a senha do diário eletrônico. Enviado link de redefinição para o e-mail institucional. Fechado.")
}

func hbnTMDVault() Sample {
	return hbnTrap("trap-vault-reference", "markdown", "| Sistema | Usuário | Senha |\n|---|---|---|\n| Agenda | recepcao | (no cofre) |\n| NF-e | financeiro | ver Bitwarden |\n| Roteador | admin | pedir ao TI |")
}

func hbnTCSVInvoices() Sample {
	s := "fecha,cliente,nif,importe,iban\n"
	for i := 0; i < 3; i++ {
		s += hbnDate() + "," + pick(hbnLastES) + " SL," + hbnCIF() + "," + fmt.Sprint(100+rng.IntN(2000)) + ".00," + strings.ReplaceAll(hbnIBAN("es"), " ", "") + "\n"
	}
	return hbnTrap("trap-iban", "csv", s)
}

func hbnTWikiPolicy() Sample {
	return hbnTrap("trap-password-policy", "wiki", "## Política de contraseñas\n- Mínimo 12 caracteres, sin datos personales.\n- Cambio cada 180 días; no se reutilizan las 5 últimas.\n- Nunca enviar contraseñas por WhatsApp ni correo: usar el gestor de contraseñas.")
}

func hbnTMeetingRotate() Sample {
	return hbnTrap("trap-password-talk", "meeting-notes", "Ata da reunião "+hbnDate()+"\n- Trocar todas as senhas dos computadores da receção até 30/06.\n- Ativar 2FA no e-mail de todos.\n- Responsável: "+pick(hbnFirstPT))
}

func hbnTCSVInventory() Sample {
	s := "equipo,serie,mac,ip\n"
	for i := 0; i < 3; i++ {
		s += pick([]string{"PC-RECEP", "PC-DIR", "IMPRESORA", "NAS"}) + fmt.Sprint(i+1) + "," + rnd(upper+digits, 10) + "," + hbnColonHex(6) + "," + hbnIP() + "\n"
	}
	return hbnTrap("trap-serial", "csv", s)
}

func hbnTTicketTV() Sample {
	id := rnd("123456789", 1) + rnd(digits, 2) + " " + rnd(digits, 3) + " " + rnd(digits, 3)
	return hbnTrap("trap-remote-id", "ticket", "Ticket #"+hbnTicketNo()+" — soporte remoto\nID TeamViewer del cliente: "+id+"\nLa contraseña la dicta el usuario por teléfono al conectar.")
}

func hbnTHandoverMasked() Sample {
	return hbnTrap("trap-masked", "notes", "Passagem de turno "+hbnDate()+"\n- Código do alarme: **** (pedir à Dra. "+pick(hbnFirstPT)+")\n- Senha do PC: [ver envelope no cofre]\n- Tudo normal no turno da noite.")
}

func hbnTCSVStaff() Sample {
	s := "nome,ramal,email\n"
	for i := 0; i < 3; i++ {
		f, l := hbnPerson(true)
		s += f + " " + l + "," + fmt.Sprint(200+rng.IntN(50)) + "," + hbnMail(f, l, hbnOrgOf(true).dom) + "\n"
	}
	return hbnTrap("trap-contact-list", "csv", s)
}

func hbnTMDPix() Sample {
	return hbnTrap("trap-pix-key", "markdown", "| Fornecedor | Chave Pix |\n|---|---|\n| Dental Cremer | "+hbnCNPJ()+" |\n| Lavanderia | "+hbnUUID()+" |\n| Contador | "+hbnPhone("br")+" |")
}

func hbnTKeyCabinet() Sample {
	return hbnTrap("trap-physical-key", "notes", "Llavero de conserjería:\n- Llave 12: aula de informática\n- Llave 14: archivo\n- Llave 21: cuarto de calderas (copia en dirección)\nNo prestar llaves sin apuntarlo en el cuaderno.")
}

func hbnTTicketError() Sample {
	return hbnTrap("trap-error-code", "ticket", "Ticket #"+hbnTicketNo()+" — Windows Update falla en PC-RECEP\nError 0x800f0922 al instalar KB50"+rnd(digits, 5)+". Se liberó espacio en la partición de sistema y se reintentó. Resuelto.")
}
