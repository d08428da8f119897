import { Body, Controller, Delete, Get, HttpCode, Param, Patch, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  type AlertListResponse,
  type AlertMatchesResponse,
  type AlertResponse,
  type CreateAlertRequest,
  createAlertSchemaFor,
  type SuccessResponse,
  type UpdateAlertRequest,
  updateAlertSchema,
} from '@teewatch/contracts';
import { type FastifyRequest } from 'fastify';
import { ZodPipe } from '../../infra/http/zod.pipe.js';
import { AlertsService } from './alerts.service.js';
import { ownerOf } from '../../infra/owners/owner.js';

/** The caller's alerts. Until accounts exist an alert belongs to the browser's access grant. */
@ApiTags('alerts')
@Controller('alerts')
export class AlertsController {
  constructor(private readonly alerts: AlertsService) {}

  @Get()
  @ApiOperation({
    summary: "The caller's alerts, newest first, each with how many tee times match now.",
  })
  async list(@Req() request: FastifyRequest): Promise<AlertListResponse> {
    return { success: true, alerts: await this.alerts.list(ownerOf(request)) };
  }

  @Post()
  @ApiOperation({ summary: 'Create an alert from the desktop form or the mobile wizard payload.' })
  async create(@Req() request: FastifyRequest, @Body() raw: unknown): Promise<AlertResponse> {
    const body = new ZodPipe(createAlertSchemaFor(raw)).transform(raw) as CreateAlertRequest;
    return { success: true, alert: await this.alerts.create(ownerOf(request), body) };
  }

  @Patch(':id')
  @ApiOperation({ summary: 'Pause, resume or edit an alert.' })
  async update(
    @Req() request: FastifyRequest,
    @Param('id') id: string,
    @Body(new ZodPipe(updateAlertSchema)) body: UpdateAlertRequest,
  ): Promise<AlertResponse> {
    return {
      success: true,
      alert: await this.alerts.update(ownerOf(request), id, body),
    };
  }

  @Delete(':id')
  @HttpCode(200)
  @ApiOperation({ summary: 'Delete an alert.' })
  async remove(@Req() request: FastifyRequest, @Param('id') id: string): Promise<SuccessResponse> {
    await this.alerts.remove(ownerOf(request), id);
    return { success: true };
  }

  @Get(':id/matches')
  @ApiOperation({ summary: 'Tee times open right now that match the alert, best first.' })
  async matches(
    @Req() request: FastifyRequest,
    @Param('id') id: string,
  ): Promise<AlertMatchesResponse> {
    return {
      success: true,
      teeTimes: await this.alerts.openMatches(ownerOf(request), id),
    };
  }
}
